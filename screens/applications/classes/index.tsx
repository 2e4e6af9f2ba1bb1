import { NotBuilt } from '../../../components/NotBuilt';

export default function ClassesScreen() {
  return <NotBuilt path="/pages/applications/classes/index" />;
}
