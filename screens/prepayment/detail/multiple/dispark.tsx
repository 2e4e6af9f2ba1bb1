import { NotBuilt } from '../../../../components/NotBuilt';

export default function PrepaymentMultipleDisparkScreen() {
  return <NotBuilt path="/pages/prepayment/detail/multiple/dispark" />;
}
