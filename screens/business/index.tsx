import { NotBuilt } from '../../components/NotBuilt';

export default function BusinessScreen() {
  return <NotBuilt path="/pages/business/index" />;
}
