import { NotBuilt } from '../../components/NotBuilt';

export default function RefundScreen() {
  return <NotBuilt path="/pages/refund/index" />;
}
