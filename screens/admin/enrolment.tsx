'use client';

import { ConsoleFrame } from './parts/ConsoleFrame';
import { ClaimCodesSection } from './parts/ClaimCodesSection';
import { EnrolmentRecords } from './parts/EnrolmentRecords';
import { JoinRequestsSection } from './parts/JoinRequestsSection';

/**
 * /pages/admin/enrolment (decision 070): a class's claim codes and its printable letters, the
 * families' requests to join, used codes tried again and the guardians' consents.
 */
export default function EnrolmentScreen() {
  return (
    <ConsoleFrame current="adminEnrolment">
      {() => (
        <>
          <JoinRequestsSection />
          <ClaimCodesSection />
          <EnrolmentRecords />
        </>
      )}
    </ConsoleFrame>
  );
}
