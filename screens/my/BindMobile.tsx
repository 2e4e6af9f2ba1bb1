import { NotBuilt } from '../../components/NotBuilt';

export default function MyBindMobileScreen() {
  return <NotBuilt path="/pages/my/BindMobile" />;
}
