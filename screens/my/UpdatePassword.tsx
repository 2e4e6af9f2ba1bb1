import { NotBuilt } from '../../components/NotBuilt';

export default function MyUpdatePasswordScreen() {
  return <NotBuilt path="/pages/my/UpdatePassword" />;
}
