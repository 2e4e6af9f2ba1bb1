import { NotBuilt } from '../../../components/NotBuilt';

export default function PrepaymentPaymentScreen() {
  return <NotBuilt path="/pages/prepayment/detail/payment" />;
}
