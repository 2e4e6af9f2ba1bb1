'use client';

import { ConsoleFrame } from '@/screens/admin/parts/ConsoleFrame';
import { ClosuresSection } from './ClosuresSection';
import { ExportSection } from './ExportSection';
import { ReadsSection } from './ReadsSection';
import { RetentionSection } from './RetentionSection';

/**
 * /pages/admin/data (decision 074): the school's books as files, guardians' requests to close
 * their accounts, leavers and how long their data is kept, and who read a child's data.
 */
export default function DataScreen() {
  return (
    <ConsoleFrame current="adminData">
      {() => (
        <>
          <ExportSection />
          <ClosuresSection />
          <RetentionSection />
          <ReadsSection />
        </>
      )}
    </ConsoleFrame>
  );
}
