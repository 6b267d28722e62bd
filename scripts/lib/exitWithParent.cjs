// Preloaded (NODE_OPTIONS --require) into the Next.js server the start scripts spawn: when the
// start script dies without stopping it (SIGKILL), the server stops too instead of serving on
// without its database. process.ppid is fixed at start, so poll the original parent.
const parent = process.ppid
if (parent > 1) {
  setInterval(() => {
    try {
      process.kill(parent, 0)
    } catch (error) {
      if (error.code !== 'ESRCH') return
      process.kill(process.pid, 'SIGTERM')
      setTimeout(() => process.exit(1), 10000).unref()
    }
  }, 1000).unref()
}
