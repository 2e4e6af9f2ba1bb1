import { NotBuilt } from '../../components/NotBuilt';

export default function PublicityScreen() {
  return <NotBuilt path="/pages/publicity/index" />;
}
