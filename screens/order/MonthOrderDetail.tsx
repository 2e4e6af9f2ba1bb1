import { NotBuilt } from '../../components/NotBuilt';

export default function MonthOrderDetailScreen() {
  return <NotBuilt path="/pages/order/MonthOrderDetail" />;
}
