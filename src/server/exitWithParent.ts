/**
 * The server stops when the start script that spawned it dies without stopping it (SIGKILL),
 * instead of serving on without its database. `process.ppid` changes when the parent dies
 * (the orphan is re-parented), so the original parent is polled.
 */
export function exitWithParent({ parent = process.ppid, everyMs = 1000, stop = () => process.kill(process.pid, 'SIGTERM') }: { parent?: number; everyMs?: number; stop?: () => void } = {}): () => void {
  if (parent <= 1) return () => {}
  const timer = setInterval(() => {
    try {
      process.kill(parent, 0)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') return
      clearInterval(timer)
      stop()
      // Still here 10 s later: go.
      setTimeout(() => process.exit(1), 10_000).unref()
    }
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
