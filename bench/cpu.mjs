// CPU time of processes from /proc, to tell what each request cost the server and PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs'

const TICK_US = 1e6 / 100 // USER_HZ, 100 on Linux
/** utime + stime of a process, in µs (0 when it cannot be read). */
export function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_US
  } catch {
    return 0
  }
}
/** CPU of each PostgreSQL process on this machine, in µs, by pid. */
export function postgresCpu() {
  const byPid = new Map()
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') byPid.set(pid, cpuOf(pid))
    } catch {}
  }
  return byPid
}
/** Runs `measure` and adds the CPU `pid` and PostgreSQL (processes alive at the end) spent meanwhile. */
export async function measured(pid, measure) {
  const [cpu0, pg0] = [cpuOf(pid), postgresCpu()]
  const result = await measure()
  let pgUs = 0
  for (const [p, us] of postgresCpu()) pgUs += us - (pg0.get(p) ?? 0)
  return { ...result, cpuUs: cpuOf(pid) - cpu0, pgUs }
}
