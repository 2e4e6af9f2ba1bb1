import { NotBuilt } from '../../components/NotBuilt';

export default function MyAccountDetailsScreen() {
  return <NotBuilt path="/pages/my/AccountDetails" />;
}
