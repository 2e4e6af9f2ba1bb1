import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { pgTool } from '../../server/core/ops/backup/pgTools';

// A throwaway PostgreSQL cluster of the drill's own (initdb into a temporary directory, its own
// port), so the drill can stop and start a database without touching any other. Needs only the
// PostgreSQL binaries. As root, the cluster runs as the `postgres` user (initdb refuses root).

export interface Cluster {
  url: string;
  start(): void;
  /** `fast`: every connection is terminated at once, as in a restart. */
  stop(): void;
  destroy(): void;
}

function sh(command: string, args: string[], asUser: string | null): void {
  const [cmd, argv] = asUser
    ? ['runuser', ['-u', asUser, '--', command, ...args]]
    : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')}: ${result.stderr || result.stdout || result.error}`,
    );
}

export function createCluster(port: number): Cluster {
  const dir = mkdtempSync(join(tmpdir(), 'canteen-pg-'));
  const asUser = userInfo().uid === 0 ? 'postgres' : null;
  if (asUser) {
    const id = spawnSync('id', ['-u', asUser], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', asUser], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(id), Number(gid));
  }
  const data = join(dir, 'data');
  sh(
    pgTool('initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    asUser,
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (args: string[]) => sh(pgTool('pg_ctl'), ['-D', data, ...args], asUser);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => ctl(['-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    stop: () => ctl(['-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        ctl(['-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
