'use client';
import { useRoute } from '@/lib/router/useRoute';
import { Keepers } from './parts/Keepers';

/** /pages/applications/classes/concerned: the class's concerned persons and their records. */
export default function ConcernedScreen() {
  const { classesId } = useRoute('classesConcerned').query;
  return <Keepers bindType="FAMILY_HEAD" classesId={classesId} />;
}
