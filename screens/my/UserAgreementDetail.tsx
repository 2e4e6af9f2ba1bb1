import { NotBuilt } from '../../components/NotBuilt';

export default function MyUserAgreementDetailScreen() {
  return <NotBuilt path="/pages/my/UserAgreementDetail" />;
}
