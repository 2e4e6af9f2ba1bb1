/** @jest-environment node */
import { serverFilesByCall } from '@/scripts/routes-doc/server';
import {
  callsTheClientMakes,
  DELIBERATELY_UNUSED,
  SPEC_CALLS,
  specCallProblems,
} from '@/scripts/routes-doc/spec-calls';

// Every call of the spec is made by some screen or recorded as deliberately unused, with a reason
// (decision 089); the generated routes document lists the latter.
const made = callsTheClientMakes();

describe('the spec’s calls and the client', () => {
  it('are all answered by the server, spelled as the contract spells them', () => {
    const answered = serverFilesByCall();
    expect(SPEC_CALLS.filter((call) => !answered.has(call))).toEqual([]);
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length);
  });

  it('are each made by a screen or listed as deliberately unused, never both', () => {
    expect(specCallProblems(made)).toEqual([]);
    for (const reason of Object.values(DELIBERATELY_UNUSED))
      expect(reason.length).toBeGreaterThan(20);
  });

  it('reports a spec call that nothing makes and nothing lists', () => {
    const without = new Set(made);
    without.delete('POST /api/meal/leave');
    expect(specCallProblems(without)).toEqual([
      'POST /api/meal/leave: the spec lists it, no screen makes it and decision 089 does not list it',
    ]);
  });

  it('reports a listed call that a screen makes after all', () => {
    const more = new Set(made).add('GET /api/school');
    expect(specCallProblems(more)).toEqual([
      'GET /api/school: listed as unused but a screen makes it',
    ]);
  });

  it('counts the mobile check and the temporary upload delete as made (decision 089)', () => {
    expect(made.has('GET /api/associated/user/mobile/{mobile}')).toBe(true);
    expect(made.has('DELETE /api/attachment/user/temporary/attachments/{id}')).toBe(true);
    expect(made.has('POST /mobile/login')).toBe(true);
  });
});
