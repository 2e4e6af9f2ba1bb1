import { NotBuilt } from '../../components/NotBuilt';

export default function MyIntroductionScreen() {
  return <NotBuilt path="/pages/my/introduction" />;
}
