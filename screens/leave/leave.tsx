import { NotBuilt } from '../../components/NotBuilt';

export default function LeaveScreen() {
  return <NotBuilt path="/pages/leave/leave" />;
}
