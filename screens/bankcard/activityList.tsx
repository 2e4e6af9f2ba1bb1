import { NotBuilt } from '../../components/NotBuilt';

export default function BankcardActivityListScreen() {
  return <NotBuilt path="/pages/bankcard/activityList" />;
}
