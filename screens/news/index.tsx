import { NotBuilt } from '../../components/NotBuilt';

export default function NewsScreen() {
  return <NotBuilt path="/pages/news/index" />;
}
