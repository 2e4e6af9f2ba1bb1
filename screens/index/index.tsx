import { NotBuilt } from '../../components/NotBuilt';

export default function HomeScreen() {
  return <NotBuilt path="/pages/index/index" />;
}
