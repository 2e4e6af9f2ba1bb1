import { NotBuilt } from '../../components/NotBuilt';

export default function BankcardActivityDetailScreen() {
  return <NotBuilt path="/pages/bankcard/activityDetail" />;
}
