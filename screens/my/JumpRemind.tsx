import { NotBuilt } from '../../components/NotBuilt';

export default function MyJumpRemindScreen() {
  return <NotBuilt path="/pages/my/JumpRemind" />;
}
