import { CanteenApp } from './CanteenApp';

// The one exported page; every /pages/... route is a hash route inside it.
export default function Index() {
  return <CanteenApp />;
}
