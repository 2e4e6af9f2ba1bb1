import { NotBuilt } from '../../components/NotBuilt';

export default function ImageScreen() {
  return <NotBuilt path="/pages/container/image" />;
}
