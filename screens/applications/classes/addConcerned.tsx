import { NotBuilt } from '../../../components/NotBuilt';

export default function ClassesAddConcernedScreen() {
  return <NotBuilt path="/pages/applications/classes/addConcerned" />;
}
