/**
 * What the start script tells the Next.js server it spawned while the database is prepared:
 * a small JSON file (its path goes to the server as STARTUP_STATE_FILE) that the server's
 * start-up gate (src/server/startupGate.ts) reads. Until `ready()` is called the gate answers every
 * request with a 503 "Preparing the demo data…" page showing the current phase.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

type StartupState = { ready: boolean; phase: string; detail?: string }

export type StartupStateFile = {
  file: string
  /** The phase shown on the "Preparing…" page (e.g. "Seeding demo data", "Vehicles: 500/2060"). */
  phase: (phase: string, detail?: string) => void
  /** Opens the gate: from now on the server answers every request itself. */
  ready: () => void
  remove: () => void
}

export function createStartupState(dir = os.tmpdir()): StartupStateFile {
  const file = path.join(dir, `dealer-platform-start-${process.pid}-${Date.now()}.json`)
  let current: StartupState = { ready: false, phase: 'Starting' }
  const write = () => {
    // Write then rename: the gate never reads half a file.
    const tmp = `${file}.tmp`
    fs.writeFileSync(tmp, JSON.stringify(current))
    fs.renameSync(tmp, file)
  }
  write()
  return {
    file,
    phase(phase, detail) {
      if (current.ready) return
      current = { ready: false, phase, detail }
      write()
    },
    ready() {
      current = { ready: true, phase: 'Ready' }
      write()
    },
    remove() {
      fs.rmSync(file, { force: true })
      fs.rmSync(`${file}.tmp`, { force: true })
    },
  }
}
