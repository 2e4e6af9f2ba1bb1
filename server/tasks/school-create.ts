import { readFile } from 'node:fs/promises';
import { configFromEnv } from '../core/env';
import { openDatabase } from '../domains/db';
import { createServices } from '../services';
import { createSchoolFromFile, INVITATION_TTL_HOURS } from './schoolFile/create';

// `npm run school:create -- <file> [--invite-again]` (decision 067): creates the school the file
// describes and prints its first administrator's one-time link. Works on the PGlite data
// directory (stop the server first: one process per directory) and on DATABASE_URL.

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const inviteAgain = args.includes('--invite-again');
  const [path] = args.filter((arg) => !arg.startsWith('--'));
  if (!path) {
    console.error('usage: npm run school:create -- <school.json> [--invite-again]');
    return 2;
  }
  const text = await readFile(path, 'utf8');
  const config = configFromEnv();
  const database = await openDatabase(config);
  try {
    const { invitations } = createServices(database.db, config, {
      info: (_details, message) => console.log(message),
      warn: (_details, message) => console.warn(message),
    });
    const result = await createSchoolFromFile(database.db, invitations, text, {
      publicOrigin: config.publicOrigin,
      inviteAgain,
    });
    if (result.kind === 'refused') {
      console.error(`${path}: refused, nothing written`);
      for (const problem of result.problems)
        console.error(`  line ${problem.line}, ${problem.path}: ${problem.message}`);
      return 1;
    }
    if (result.kind === 'exists' && !result.link) {
      console.log(
        `${result.name} (school ${result.unitId}) is already set up: nothing written. ` +
          'Change it in the console, or add --invite-again for a new administrator link.',
      );
      return 0;
    }
    console.log(
      result.kind === 'created'
        ? `created ${result.name} (school ${result.unitId})`
        : `${result.name} (school ${result.unitId}): a new administrator invitation`,
    );
    console.log(
      `The administrator's link (single use, valid ${INVITATION_TTL_HOURS} hours, shown only now):`,
    );
    console.log(result.link);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
