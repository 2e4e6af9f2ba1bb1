import { NotBuilt } from '../../components/NotBuilt';

export default function PublicityDetailScreen() {
  return <NotBuilt path="/pages/publicity/detail" />;
}
