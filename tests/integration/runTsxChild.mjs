/**
 * Runs a TypeScript file as a test's child process: `node runTsxChild.mjs file.ts args...` starts
 * `node --import tsx file.ts args...` and passes its output, exit code and signal through.
 *
 * Why a launcher: on Node 20, tsx's module hooks run on a separate thread, and Node's wait for
 * that thread's answers can miss one while a large module graph loads on a busy machine (a
 * clean-clone CI run with parallel test files; here 1 start in 6 at load average 30). The
 * process then ends with exit code 13 ("unsettled top-level await") before its own first line
 * has run and prints nothing: a migration that "failed" with no output, a crash-test child that
 * "exited" before reaching its failpoint. Such a start is tried again (up to 3 times); any
 * other ending, a signal included (SIGKILL from a failpoint), is passed on as it is.
 *
 * The child is stopped with this launcher: SIGTERM/SIGINT are forwarded, and if the launcher is
 * killed outright the child sees its IPC channel close and exits (exitWithLauncher.mjs).
 * This file is plain JavaScript on purpose: it loads without the module hooks.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ATTEMPTS = 3
const here = path.dirname(fileURLToPath(import.meta.url))
const [file, ...args] = process.argv.slice(2)
let child

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child?.kill(signal))

function run() {
  return new Promise((resolve) => {
    let printed = false
    child = spawn(process.execPath, ['--import', path.join(here, 'exitWithLauncher.mjs'), '--import', 'tsx', file, ...args], {
      stdio: ['inherit', 'pipe', 'pipe', 'ipc'],
    })
    child.stdout.on('data', (chunk) => {
      printed = true
      process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      printed = true
      process.stderr.write(chunk)
    })
    child.on('close', (code, signal) => resolve({ code, signal, printed }))
  })
}

for (let attempt = 1; ; attempt++) {
  const { code, signal, printed } = await run()
  if (code === 13 && !printed && attempt < ATTEMPTS) continue
  if (signal) process.kill(process.pid, signal)
  else process.exit(code ?? 1)
}
