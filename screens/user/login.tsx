import { NotBuilt } from '../../components/NotBuilt';

export default function LoginScreen() {
  return <NotBuilt path="/pages/user/login" />;
}
