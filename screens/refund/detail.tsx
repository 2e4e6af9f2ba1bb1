import { NotBuilt } from '../../components/NotBuilt';

export default function RefundDetailScreen() {
  return <NotBuilt path="/pages/refund/detail" />;
}
