import {
  type CpuSnapshot,
  cpuSnapshot,
  describeCpu,
  readProcessStat,
} from '../../scripts/bench/cpuMeter';

// The district bench's CPU line: what it reads from /proc and what it prints from two readings.

describe('the district bench CPU meter', () => {
  it('reads a process name holding spaces and parentheses, then its user and system ticks', () => {
    const stat = '4242 (postgres: a (b) c) S 1 4242 4242 0 -1 4194560 900 0 0 0 730 270 0 0 20 0';
    expect(readProcessStat(stat)).toEqual({ name: 'postgres: a (b) c', ticks: 1000 });
  });

  it('prints each part’s CPU per journey and the cores the machine kept busy', () => {
    const before: CpuSnapshot = {
      processes: new Map([
        [10, { group: 'server', ticks: 100 }],
        [20, { group: 'PostgreSQL', ticks: 50 }],
      ]),
      machine: { busy: 1_000, total: 5_000 },
      at: 0,
    };
    const after: CpuSnapshot = {
      processes: new Map([
        [10, { group: 'server', ticks: 400 }],
        [20, { group: 'PostgreSQL', ticks: 150 }],
        // A pool connection opened during the step counts from zero.
        [21, { group: 'PostgreSQL', ticks: 50 }],
        [30, { group: 'bench', ticks: 30 }],
      ]),
      machine: { busy: 1_000 + 1_800, total: 5_000 + 2_000 },
      at: 10_000,
    };
    // 100 journeys: server 300 ticks = 3,000 ms, 30 ms each; PostgreSQL 150 ticks, 15 ms each.
    expect(describeCpu(before, after, 100)).toBe(
      'CPU ms a journey: server 30.0 · PostgreSQL 15.0 · nginx 0.0 · bench 3.0; the machine 1.80 cores busy',
    );
  });

  it('prints nothing without a reading or a journey', () => {
    const reading: CpuSnapshot = { processes: new Map(), machine: { busy: 0, total: 0 }, at: 0 };
    expect(describeCpu(null, reading, 10)).toBeNull();
    expect(describeCpu(reading, reading, 0)).toBeNull();
  });

  it('finds the bench itself among this machine’s processes', () => {
    const snapshot = cpuSnapshot([]);
    if (process.platform !== 'linux') {
      expect(snapshot).toBeNull();
      return;
    }
    expect(snapshot!.processes.get(process.pid)?.group).toBe('bench');
    expect(snapshot!.machine.total).toBeGreaterThan(snapshot!.machine.busy);
  });
});
