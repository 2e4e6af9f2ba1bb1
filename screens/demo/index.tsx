import { NotBuilt } from '../../components/NotBuilt';

export default function DemoScreen() {
  return <NotBuilt path="/pages/demo/index" />;
}
