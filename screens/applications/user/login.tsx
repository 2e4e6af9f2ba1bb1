'use client';
import { LoginPanel } from '@/components/login/LoginPanel';
import { reLaunch } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { classesMessages } from '@/lib/i18n/areas/classes';

/**
 * /pages/applications/user/login, the teachers' entrance: the same accounts and the same sign-in
 * as /pages/user/login, landing on the classes this person keeps instead of the home tab.
 */
export default function TeacherLoginScreen() {
  return (
    <LoginPanel
      title={classesMessages().entranceTitle}
      onSuccess={() => void reLaunch({ url: route('classes') })}
    />
  );
}
