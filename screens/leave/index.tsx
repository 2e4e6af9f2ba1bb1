import { NotBuilt } from '../../components/NotBuilt';

export default function LeaveListScreen() {
  return <NotBuilt path="/pages/leave/index" />;
}
