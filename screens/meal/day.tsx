import { NotBuilt } from '../../components/NotBuilt';

export default function MealDayScreen() {
  return <NotBuilt path="/pages/meal/day" />;
}
