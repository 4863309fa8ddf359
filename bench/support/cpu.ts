/** CPU time used by processes of this machine, read from /proc (Linux), for figures per operation. */
import { readdir, readFile } from 'node:fs/promises';

/** utime and stime (fields 14 and 15 of proc(5) stat), in clock ticks of 10 ms; the command name. */
async function readStat(pid: number | string): Promise<{ command: string; ms: number } | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { command, ms: (Number(fields[11]) + Number(fields[12])) * 10 };
  } catch {
    // The process ended between listing and reading.
    return undefined;
  }
}

/** CPU time (user + system) one process has used so far. */
export async function processCpuMs(pid: number | undefined): Promise<number> {
  return pid === undefined ? 0 : ((await readStat(pid))?.ms ?? 0);
}

/**
 * CPU time used so far by every live process of one command name (`postgres`: the server and its
 * backends). A backend that exits between two readings takes its time with it, so compare
 * readings taken while the same connections are open.
 */
export async function commandCpuMs(command: string): Promise<number> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const stats = await Promise.all(pids.map((pid) => readStat(pid)));
  return stats.reduce((sum, stat) => sum + (stat?.command === command ? stat.ms : 0), 0);
}
