import { INVITATION_TTL_HOURS, INVITE_PATH } from '../../../lib/contract/adminMembers';
import type { InvitationsService } from '../../domains/console';
import type { Db } from '../../domains/db';
import { createSchool, schoolByKey } from '../../domains/school';
import { lineAt, lineOf, pathText, valueOffsets } from './jsonLines';
import { SchoolFile, setupOf } from './schema';

// `npm run school:create -- <file>` (decision 067): the school, its grades, classes and dining
// rules, and a one-time link for its first administrator, in one transaction. A bad file is
// refused before anything is written; a file whose school exists writes nothing.

export interface Problem {
  path: string;
  line: number;
  message: string;
}

export type SetupResult =
  | { kind: 'refused'; problems: Problem[] }
  | { kind: 'exists'; unitId: number; name: string; link?: string }
  | { kind: 'created'; unitId: number; name: string; link: string };

export function checkFile(
  text: string,
): { ok: true; file: SchoolFile } | { ok: false; problems: Problem[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const line = /line (\d+)/.exec(message);
    return {
      ok: false,
      problems: [
        {
          path: '',
          line: line ? Number(line[1]) : position ? lineAt(text, Number(position[1])) : 1,
          message,
        },
      ],
    };
  }
  const parsed = SchoolFile.safeParse(raw);
  if (parsed.success) return { ok: true, file: parsed.data };
  const offsets = valueOffsets(text);
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => {
      const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
      // An unknown field's issue names its parent; its `keys` say which field it is.
      const keys = 'keys' in issue && Array.isArray(issue.keys) ? (issue.keys as string[]) : [];
      const at = keys.length > 0 ? [...path, keys[0]!] : path;
      return {
        path: pathText(at) || '(file)',
        line: lineOf(text, offsets, at),
        message: issue.message,
      };
    }),
  };
}

export function invitationLink(publicOrigin: string, token: string): string {
  const url = new URL(publicOrigin);
  url.hash = `${INVITE_PATH}?token=${token}`;
  return url.toString();
}

export async function createSchoolFromFile(
  db: Db,
  invitations: InvitationsService,
  text: string,
  options: { publicOrigin: string; inviteAgain?: boolean },
): Promise<SetupResult> {
  const checked = checkFile(text);
  if (!checked.ok) return { kind: 'refused', problems: checked.problems };
  const setup = setupOf(checked.file);
  const administrator = { name: checked.file.administrator.name, role: 'SchoolAdmin' as const };
  return db.transaction(async (tx): Promise<SetupResult> => {
    const existing = await schoolByKey(tx, setup.key);
    if (existing) {
      if (!options.inviteAgain) return { kind: 'exists', unitId: existing.id, name: existing.name };
      const { token } = await invitations.issue(tx, {
        unitId: existing.id,
        ...administrator,
        createdBy: null,
      });
      return {
        kind: 'exists',
        unitId: existing.id,
        name: existing.name,
        link: invitationLink(options.publicOrigin, token),
      };
    }
    const unitId = await createSchool(tx, setup);
    const { token } = await invitations.issue(tx, { unitId, ...administrator, createdBy: null });
    return {
      kind: 'created',
      unitId,
      name: setup.name,
      link: invitationLink(options.publicOrigin, token),
    };
  });
}

export { INVITATION_TTL_HOURS };
