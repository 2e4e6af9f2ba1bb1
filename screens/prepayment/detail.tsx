import { NotBuilt } from '../../components/NotBuilt';

export default function PrepaymentDetailScreen() {
  return <NotBuilt path="/pages/prepayment/detail" />;
}
