// CPU time the PostgreSQL backends of one database spent, read from /proc when the server runs on this
// machine: a figure that a busy machine does not inflate the way it inflates wall time (the queue for a
// core is not CPU time). Parallel workers that exited between two readings are not counted, so the
// scripts that use it report it beside wall time, not instead of it.
import { readFileSync } from "node:fs";

type Query = <T>(sql: TemplateStringsArray, ...values: unknown[]) => Promise<T>;

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // not on this machine, or the backend ended
  }
}

/** Summed user and system CPU of the database's current backends, in ms; null when they are not local. */
export async function backendCpuMs(query: Query, database: string): Promise<number | null> {
  const rows = await query<{ pid: number }[]>`SELECT pid FROM pg_stat_activity WHERE datname = ${database}`;
  let total = 0;
  let seen = 0;
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms > 0) seen++;
    total += ms;
  }
  return seen === 0 ? null : total;
}
