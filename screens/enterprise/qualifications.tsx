import { NotBuilt } from '../../components/NotBuilt';

export default function EnterpriseQualificationsScreen() {
  return <NotBuilt path="/pages/enterprise/qualifications" />;
}
