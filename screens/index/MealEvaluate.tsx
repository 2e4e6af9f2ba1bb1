import { NotBuilt } from '../../components/NotBuilt';

export default function MealEvaluateScreen() {
  return <NotBuilt path="/pages/index/MealEvaluate" />;
}
