import { NotBuilt } from '../../components/NotBuilt';

export default function MyMealLogsScreen() {
  return <NotBuilt path="/pages/my/MealLogs" />;
}
