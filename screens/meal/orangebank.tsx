import { NotBuilt } from '../../components/NotBuilt';

export default function MealOrangebankScreen() {
  return <NotBuilt path="/pages/meal/orangebank" />;
}
