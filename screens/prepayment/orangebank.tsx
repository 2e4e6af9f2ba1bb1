import { NotBuilt } from '../../components/NotBuilt';

export default function PrepaymentOrangebankScreen() {
  return <NotBuilt path="/pages/prepayment/orangebank" />;
}
