import { NotBuilt } from '../../components/NotBuilt';

export default function MealScreen() {
  return <NotBuilt path="/pages/meal/index" />;
}
