import { NotBuilt } from '../../components/NotBuilt';

export default function MySettingScreen() {
  return <NotBuilt path="/pages/my/Setting" />;
}
