import { NotBuilt } from '../../components/NotBuilt';

export default function MyAboutPlatformScreen() {
  return <NotBuilt path="/pages/my/AboutPlatform" />;
}
