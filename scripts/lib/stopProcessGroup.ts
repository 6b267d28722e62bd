/**
 * Stop a process started with `detached: true` and its children (start.ts and the Next.js server it
 * spawned; npx and Lighthouse): `signal` (SIGTERM unless given) to the whole process group,
 * SIGKILL if it is still there after the grace time.
 */
import type { ChildProcess } from 'node:child_process'

export async function stopProcessGroup(child: ChildProcess, graceMs = 15_000, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid!, signal)
  } catch {
    child.kill(signal)
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      /* gone */
    }
  }, graceMs)
  await exited
  clearTimeout(timer)
}
