import { NotBuilt } from '../../components/NotBuilt';

export default function MyCouponsScreen() {
  return <NotBuilt path="/pages/my/coupons" />;
}
