import { NotBuilt } from '../../components/NotBuilt';

export default function DayOrderDetailScreen() {
  return <NotBuilt path="/pages/order/DayOrderDetail" />;
}
