#!/usr/bin/env node
/**
 * `npm test`: lint (ESLint and knip, then the layering rules of `.dependency-cruiser.cjs`), then the unit,
 * integration and end-to-end phases in turn, each under a watchdog.
 * A phase that is still running past its limit has hung: the watchdog prints the processes
 * that are still alive (which test file or child command it is stuck in), stops the phase's
 * whole process group and fails the run, so a hang is reported within minutes with its
 * cause instead of consuming CI's time without a word.
 */
import { execFileSync, spawn } from 'node:child_process'

const minutes = (n) => n * 60_000
const phases = [
  { name: 'lint', script: 'lint', limitMs: minutes(5) },
  { name: 'layering', script: 'lint:layers', limitMs: minutes(5) },
  { name: 'unit', script: 'test:unit', limitMs: minutes(10) },
  { name: 'integration', script: 'test:int', limitMs: minutes(20) },
  { name: 'end-to-end', script: 'test:e2e', limitMs: minutes(45) },
]

function processList() {
  try {
    return execFileSync('ps', ['-eo', 'pid,ppid,etimes,stat,args', '--forest'], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.slice(0, 240))
      .join('\n')
  } catch (error) {
    return `(ps failed: ${error.message})`
  }
}

let current
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) {
      try {
        process.kill(-current.pid, signal)
      } catch {}
    }
    process.exit(1)
  })
}

function runPhase({ name, script, limitMs }) {
  return new Promise((resolve) => {
    const started = Date.now()
    console.log(`\n== ${name} tests (npm run ${script}; stopped if still running after ${limitMs / 60_000} min)`)
    const child = spawn('npm', ['run', script], { stdio: 'inherit', detached: true })
    current = child
    let hung = false
    const watchdog = setTimeout(() => {
      hung = true
      console.error(`\n== ${name} tests still running after ${limitMs / 60_000} min: they hang. Processes alive now:\n${processList()}`)
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {}
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {}
      }, 20_000).unref()
    }, limitMs)
    child.on('exit', (code, signal) => {
      clearTimeout(watchdog)
      current = undefined
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      console.log(`== ${name} tests: ${hung ? 'HUNG, stopped' : code === 0 ? 'passed' : `failed (${code ?? signal})`} after ${seconds} s`)
      resolve(hung ? 124 : (code ?? 1))
    })
  })
}

for (const phase of phases) {
  const code = await runPhase(phase)
  if (code !== 0) process.exit(code)
}
