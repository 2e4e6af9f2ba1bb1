import { NotBuilt } from '../../components/NotBuilt';

export default function MealMonthScreen() {
  return <NotBuilt path="/pages/meal/month" />;
}
