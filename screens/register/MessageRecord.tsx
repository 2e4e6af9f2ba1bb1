import { NotBuilt } from '../../components/NotBuilt';

export default function RegisterMessageRecordScreen() {
  return <NotBuilt path="/pages/register/MessageRecord" />;
}
