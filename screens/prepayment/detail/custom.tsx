import { NotBuilt } from '../../../components/NotBuilt';

export default function PrepaymentCustomScreen() {
  return <NotBuilt path="/pages/prepayment/detail/custom" />;
}
