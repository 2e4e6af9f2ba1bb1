import { NotBuilt } from '../../../components/NotBuilt';

export default function ClassesConcernedScreen() {
  return <NotBuilt path="/pages/applications/classes/concerned" />;
}
