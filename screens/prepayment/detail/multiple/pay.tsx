import { NotBuilt } from '../../../../components/NotBuilt';

export default function PrepaymentMultiplePayScreen() {
  return <NotBuilt path="/pages/prepayment/detail/multiple/pay" />;
}
