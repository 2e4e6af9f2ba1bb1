import { NotBuilt } from '../../components/NotBuilt';

export default function WebviewScreen() {
  return <NotBuilt path="/pages/container/webview" />;
}
