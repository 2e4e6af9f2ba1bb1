import { NotBuilt } from '../../components/NotBuilt';

export default function MyCouponsInvalidScreen() {
  return <NotBuilt path="/pages/my/couponsInvalid" />;
}
