import { NotBuilt } from '../../components/NotBuilt';

export default function BusinessBriefScreen() {
  return <NotBuilt path="/pages/business/brief" />;
}
