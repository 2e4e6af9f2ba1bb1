import { NotBuilt } from '../../components/NotBuilt';

export default function RegisterHomeScreen() {
  return <NotBuilt path="/pages/register/Home" />;
}
