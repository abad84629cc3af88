import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A group of processes held to a share of the CPU, as a container's `--cpus` holds it. */
export interface CpuCap {
  add(pid: number): void;
  remove(): void;
}

const PERIOD_US = 100_000;

/** Where the kernel takes the cap: cgroup v2's cpu.max, or v1's cpu controller. */
function capFolder(root: string): { dir: string; write(dir: string, cores: number): void } | undefined {
  const v2 = '/sys/fs/cgroup/cgroup.controllers';
  if (existsSync(v2) && readFileSync(v2, 'utf8').split(/\s+/).includes('cpu')) {
    // The cpu controller must be handed down to the groups made here.
    writeFileSync('/sys/fs/cgroup/cgroup.subtree_control', '+cpu');
    return { dir: path.join('/sys/fs/cgroup', root), write: (dir, cores) => writeFileSync(path.join(dir, 'cpu.max'), `${Math.round(cores * PERIOD_US)} ${PERIOD_US}`) };
  }
  if (existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')) {
    return {
      dir: path.join('/sys/fs/cgroup/cpu', root),
      write: (dir, cores) => {
        writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
        writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(Math.round(cores * PERIOD_US)));
      },
    };
  }
  return undefined;
}

/**
 * A cgroup named `name` capped at `cores` (0.25 is a quarter of one core), or why there is none:
 * it needs root and the cgroup cpu controller (a container may not hand either down).
 */
export function createCpuCap(name: string, cores: number): CpuCap | { unavailable: string } {
  try {
    const folder = capFolder(name);
    if (!folder) return { unavailable: 'no cgroup cpu controller on this machine' };
    mkdirSync(folder.dir, { recursive: true });
    folder.write(folder.dir, cores);
    return {
      add: (pid) => writeFileSync(path.join(folder.dir, 'cgroup.procs'), String(pid)),
      // A group is removed once its processes have ended.
      remove: () => rmdirSync(folder.dir),
    };
  } catch (error) {
    return { unavailable: `the cgroup cpu controller refused (${(error as NodeJS.ErrnoException).code ?? String(error)}); it needs root` };
  }
}

/** Busy and total CPU time of the whole machine so far (/proc/stat, in clock ticks). */
export function machineCpuTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}
