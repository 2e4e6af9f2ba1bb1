import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

// The embedded database's directory belongs to one process (decision 036): PGlite has no lock of
// its own, and two processes writing one data directory corrupt it. The lock is a file holding
// the owner's pid, made with O_EXCL; a lock whose process is gone (a crash, kill -9) is taken over.

export const LOCK_FILE = 'canteen.lock';

export class DataDirLocked extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `the data directory ${dir} is in use by another Canteen process (pid ${pid}); ` +
        `stop it first (or remove ${join(dir, LOCK_FILE)} if no such process runs)`,
    );
  }
}

interface Owner {
  pid: number;
  host: string;
}

function ownerOf(file: string): Owner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, host: String(parsed.host) } : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owning process's pid when the directory is locked by a live process, else null. */
export function lockHolder(dir: string): number | null {
  const owner = ownerOf(join(dir, LOCK_FILE));
  return owner && owner.host === hostname() && alive(owner.pid) ? owner.pid : null;
}

/** Takes the directory's lock or throws DataDirLocked; returns the release. */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date() }));
      closeSync(fd);
      return () => {
        if (ownerOf(file)?.pid === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(file);
      // A lock written on another host (a shared disk) is never taken over: we cannot see its pid.
      if (owner && (owner.host !== hostname() || alive(owner.pid)))
        throw new DataDirLocked(dir, owner.pid);
      unlinkSync(file);
    }
  }
  throw new Error(`could not lock ${dir}`);
}
