import { NotBuilt } from '../../components/NotBuilt';

export default function OrderOrangebankScreen() {
  return <NotBuilt path="/pages/order/orangebank" />;
}
