import { NotBuilt } from '../../components/NotBuilt';

export default function MyRemindSettingScreen() {
  return <NotBuilt path="/pages/my/RemindSetting" />;
}
