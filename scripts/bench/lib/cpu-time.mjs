// CPU time a process has used (user and system, Linux /proc), which, unlike requests per second,
// hardly depends on what else the machine is running: CPU per answer compares servers on a busy machine.
import fs from "node:fs";

const TICKS_PER_SECOND = 100;

/** CPU seconds process `pid` has used so far. */
export function cpuSeconds(pid) {
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The processes `pid` started (nginx's workers). */
export const childrenOf = (pid) =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);

/** CPU seconds of `pid` and every process it started. */
export const treeCpuSeconds = (pid) => [pid, ...childrenOf(pid)].reduce((sum, each) => sum + cpuSeconds(each), 0);
