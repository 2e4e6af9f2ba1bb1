import { NotBuilt } from '../../components/NotBuilt';

export default function OrdersScreen() {
  return <NotBuilt path="/pages/order/index" />;
}
