// Where a district step's CPU went, read from Linux's /proc: the server processes, PostgreSQL's,
// nginx's and the bench's own, in CPU milliseconds per journey. On a machine that runs all four,
// this says whether a knee is one process's main thread or the whole machine, and what a journey
// costs each part. Elsewhere (no /proc) it measures nothing and prints nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every common build. */
const TICK_MS = 10;

const GROUPS = ['server', 'PostgreSQL', 'nginx', 'bench'] as const;
type Group = (typeof GROUPS)[number];

export interface CpuSnapshot {
  /** CPU ticks so far of each process seen, with its group. */
  processes: Map<number, { group: Group; ticks: number }>;
  /** The whole machine's busy and total ticks (all cores), from /proc/stat. */
  machine: { busy: number; total: number };
  at: number;
}

/** utime + stime of a /proc/<pid>/stat text, and the command's name. */
export function readProcessStat(text: string): { name: string; ticks: number } {
  // The name sits in parentheses and may hold spaces or parentheses itself: the fields after it
  // start after the last ')'.
  const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5), counted from the state (field 3) here.
  return { name, ticks: Number(fields[11]) + Number(fields[12]) };
}

function groupOf(pid: number, name: string, serverPids: Set<number>): Group | null {
  if (serverPids.has(pid)) return 'server';
  if (pid === process.pid) return 'bench';
  if (name === 'postgres' || name.startsWith('postgres:')) return 'PostgreSQL';
  if (name === 'nginx') return 'nginx';
  return null;
}

export function cpuSnapshot(serverPids: number[]): CpuSnapshot | null {
  if (!existsSync('/proc/stat')) return null;
  const servers = new Set(serverPids);
  const processes = new Map<number, { group: Group; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const { name, ticks } = readProcessStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      const group = groupOf(pid, name, servers);
      if (group) processes.set(pid, { group, ticks });
    } catch {
      // Gone between the listing and the read.
    }
  }
  const [, ...counts] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = counts.map(Number);
  // idle and iowait are the 4th and 5th counts; the rest is work.
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { processes, machine: { busy: total - ticks[3]! - ticks[4]!, total }, at: Date.now() };
}

/**
 * One line: each group's CPU per journey between two snapshots, and how many cores the whole
 * machine kept busy. A process that started after `before` counts from zero; one that ended
 * before `after` is left out (a few pool connections at most).
 */
export function describeCpu(
  before: CpuSnapshot | null,
  after: CpuSnapshot | null,
  journeys: number,
): string | null {
  if (!before || !after || journeys === 0) return null;
  const spent = new Map<Group, number>(GROUPS.map((group) => [group, 0]));
  for (const [pid, { group, ticks }] of after.processes) {
    const start = before.processes.get(pid)?.ticks ?? 0;
    spent.set(group, spent.get(group)! + (ticks - start));
  }
  const perJourney = GROUPS.map(
    (group) => `${group} ${((spent.get(group)! * TICK_MS) / journeys).toFixed(1)}`,
  ).join(' · ');
  const busy = after.machine.busy - before.machine.busy;
  const total = after.machine.total - before.machine.total;
  const seconds = (after.at - before.at) / 1000;
  const cores = total > 0 && seconds > 0 ? (busy * TICK_MS) / 1000 / seconds : 0;
  return `CPU ms a journey: ${perJourney}; the machine ${cores.toFixed(2)} cores busy`;
}
