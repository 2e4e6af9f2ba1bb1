import { NotBuilt } from '../../components/NotBuilt';

export default function EntranceYtWXBankScreen() {
  return <NotBuilt path="/pages/entrance/ytWXBank" />;
}
