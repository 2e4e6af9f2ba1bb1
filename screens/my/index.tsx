import { NotBuilt } from '../../components/NotBuilt';

export default function MyScreen() {
  return <NotBuilt path="/pages/my/index" />;
}
