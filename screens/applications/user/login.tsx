import { NotBuilt } from '../../../components/NotBuilt';

export default function ApplicationsLoginScreen() {
  return <NotBuilt path="/pages/applications/user/login" />;
}
