/**
 * Shutdown for the long-running commands: SIGTERM, SIGINT and SIGHUP, and the death of the
 * process that started this one (a supervisor, npm, a terminal), all run the same cleanup
 * once and then exit. A second signal during cleanup exits at once.
 */
const PARENT_POLL_MS = 1000
/** A cleanup still running after this long is abandoned: the process exits anyway. */
const CLEANUP_LIMIT_MS = 45_000

type Cleanup = (reason: string) => Promise<void> | void

let cleanup: Cleanup | undefined
let shuttingDown: Promise<never> | undefined

/** Runs the cleanup once and exits with `code`; later calls return the same pending promise. */
export function shutdown(code: number, reason: string): Promise<never> {
  shuttingDown ??= (async () => {
    setTimeout(() => {
      console.error(`Shutdown did not finish within ${CLEANUP_LIMIT_MS / 1000} s: exiting now`)
      process.exit(code || 1)
    }, CLEANUP_LIMIT_MS).unref()
    try {
      await cleanup?.(reason)
    } catch (error) {
      console.error('Shutdown did not finish cleanly:', error)
      code ||= 1
    }
    process.exit(code)
  })()
  return shuttingDown
}

/** True while a shutdown is under way (an exiting child is then expected, not a crash). */
export const isShuttingDown = () => shuttingDown !== undefined

/** True when a process with this id exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Installs the handlers. Exit codes: 0 for SIGTERM (a requested stop), 130 for Ctrl-C, 129 for a hang-up
 * or a parent that went away (nobody is left to read a code, but a supervisor sees a failure).
 */
export function onShutdown(run: Cleanup): void {
  cleanup = run
  const handle = (signal: NodeJS.Signals, code: number) => {
    process.on(signal, () => {
      if (shuttingDown) {
        console.error(`\n${signal} again: exiting now`)
        process.exit(code || 1)
      }
      console.log(`\n• ${signal}: stopping`)
      void shutdown(code, signal)
    })
  }
  handle('SIGTERM', 0)
  handle('SIGINT', 130)
  handle('SIGHUP', 129)
  // Node has no parent-death signal: watch the parent's pid. (process.ppid is fixed at start.)
  const parent = process.ppid
  if (parent > 1) {
    setInterval(() => {
      if (!shuttingDown && !alive(parent)) {
        console.log('\n• The process that started this one has exited: stopping')
        void shutdown(129, 'parent exited')
      }
    }, PARENT_POLL_MS).unref()
  }
}
