import { NotBuilt } from '../../components/NotBuilt';

export default function RegisterBindingUserScreen() {
  return <NotBuilt path="/pages/register/BindingUser" />;
}
