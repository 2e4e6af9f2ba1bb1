import { NotBuilt } from '../../components/NotBuilt';

export default function PrepaymentScreen() {
  return <NotBuilt path="/pages/prepayment/index" />;
}
