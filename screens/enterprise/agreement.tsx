import { NotBuilt } from '../../components/NotBuilt';

export default function EnterpriseAgreementScreen() {
  return <NotBuilt path="/pages/enterprise/agreement" />;
}
