import { NotBuilt } from '../../components/NotBuilt';

export default function MealOrderScreen() {
  return <NotBuilt path="/pages/meal/order" />;
}
