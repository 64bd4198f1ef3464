import { existsSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second for /proc times (USER_HZ, 100 on Linux builds for x86 and arm). */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used so far, or null once it is gone. */
function processCpu(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const stat = readFileSync(file, 'utf8');
  // The command name may hold spaces; the fields after it are space-separated.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Busy and total ticks of the whole machine (every process, other users' included). */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * CPU seconds per named process group over a phase, sampled every half second so that a
 * process that is killed and started again (a new pid) is still counted; plus how busy the
 * whole machine was, since other work on it takes cores from the run.
 */
export class CpuSampler {
  private readonly used = new Map<string, number>();
  private readonly last = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;
  private readonly machineStart = machineTicks();

  constructor(private readonly groups: () => Record<string, number[]>) {
    this.sample(true);
    this.timer = setInterval(() => this.sample(false), 500);
  }

  /** The first sample sets each process's baseline; a process seen later started meanwhile. */
  private sample(first: boolean): void {
    for (const [name, pids] of Object.entries(this.groups())) {
      for (const pid of pids) {
        const now = processCpu(pid);
        if (now === null) continue;
        const before = this.last.get(pid) ?? (first ? now : 0);
        this.last.set(pid, now);
        this.used.set(name, (this.used.get(name) ?? 0) + now - before);
      }
    }
  }

  /** CPU seconds by group, and the machine's busy share (1 = every core busy all along). */
  stop(): { byGroup: Map<string, number>; machineBusy: number } {
    this.sample(false);
    clearInterval(this.timer);
    const end = machineTicks();
    const total = end.total - this.machineStart.total;
    return {
      byGroup: this.used,
      machineBusy: total ? (end.busy - this.machineStart.busy) / total : 0,
    };
  }
}

/** The pids of a process's children (nginx's workers). */
export function childPids(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}
