import { NotBuilt } from '../../components/NotBuilt';

export default function OrderMealDetailScreen() {
  return <NotBuilt path="/pages/order/MealDetail" />;
}
