'use client';
import { useRoute } from '@/lib/router/useRoute';
import { Keepers } from './parts/Keepers';

/** /pages/applications/classes/responsible: the class's responsible persons and their records. */
export default function ResponsibleScreen() {
  const { classesId } = useRoute('classesResponsible').query;
  return <Keepers bindType="RESPONSIBLE_TEACHER" classesId={classesId} />;
}
