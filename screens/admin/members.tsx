'use client';

import { ConsoleFrame } from './parts/ConsoleFrame';
import { MembersSection } from './parts/MembersSection';
import { StructureSection } from './parts/StructureSection';

/** /pages/admin/members: the school's people and its grades and classes (decision 067). */
export default function MembersScreen() {
  return (
    <ConsoleFrame current="adminMembers">
      {() => (
        <>
          <MembersSection />
          <StructureSection />
        </>
      )}
    </ConsoleFrame>
  );
}
