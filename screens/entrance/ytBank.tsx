import { NotBuilt } from '../../components/NotBuilt';

export default function EntranceYtBankScreen() {
  return <NotBuilt path="/pages/entrance/ytBank" />;
}
