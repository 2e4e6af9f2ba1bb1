import { NotBuilt } from '../../components/NotBuilt';

export default function RegisterInfoScreen() {
  return <NotBuilt path="/pages/register/Info" />;
}
