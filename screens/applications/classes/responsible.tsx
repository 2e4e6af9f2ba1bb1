import { NotBuilt } from '../../../components/NotBuilt';

export default function ClassesResponsibleScreen() {
  return <NotBuilt path="/pages/applications/classes/responsible" />;
}
