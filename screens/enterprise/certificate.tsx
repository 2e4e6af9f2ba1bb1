import { NotBuilt } from '../../components/NotBuilt';

export default function EnterpriseCertificateScreen() {
  return <NotBuilt path="/pages/enterprise/certificate" />;
}
