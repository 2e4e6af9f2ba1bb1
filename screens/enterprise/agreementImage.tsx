import { NotBuilt } from '../../components/NotBuilt';

export default function EnterpriseAgreementImageScreen() {
  return <NotBuilt path="/pages/enterprise/agreementImage" />;
}
