/**
 * The start-up gate, the edge's first stage: until the start script marks the platform ready
 * (migrations applied, demo data seeded), every HTTP request is answered here with a small
 * "Preparing…" page: 503, Retry-After, never cached; JSON for /api/ paths. The server therefore
 * listens (and a load balancer or browser gets an answer) while the database is still being
 * prepared, without Next.js or Payload touching a half-migrated or half-seeded database.
 *
 * The state comes from the JSON file named by STARTUP_STATE_FILE (scripts/lib/startupState.ts),
 * read at most every `checkMs` while not ready. Once ready, the gate is a single boolean test.
 * Without a state file (a server started without the start scripts) there is no gate.
 */
import fs from 'node:fs'
import type http from 'node:http'
import type { Stage } from './stage'

const CHECK_MS = 200
const RETRY_AFTER_S = 3

interface GateState {
  ready?: boolean
  phase?: string
  detail?: string
}

const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(s: GateState): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_S}"><title>Preparing the demo data…</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f4f5;color:#18181b}
main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:.25rem 0;color:#3f3f46}</style></head>
<body><main role="status" aria-live="polite"><h1>Preparing the demo data…</h1>
<p>${escapeHtml(String(s.phase || 'Starting'))}${s.detail ? `: ${escapeHtml(String(s.detail))}` : ''}</p>
<p>This page reloads by itself in a few seconds.</p></main></body></html>`
}

function answer(req: http.IncomingMessage, res: http.ServerResponse, state: GateState): void {
  const isApi = (req.url || '').startsWith('/api/')
  const body = isApi ? JSON.stringify({ status: 'starting', phase: state.phase || 'Starting', detail: state.detail || undefined }) : page(state)
  res.writeHead(503, {
    'Content-Type': isApi ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Retry-After': String(RETRY_AFTER_S),
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  // A request body nobody reads must not hold the connection.
  req.resume()
}

/** The gate over the state file `file`; without one, a stage that passes every request on. */
export function createStartupGate({ file, checkMs = CHECK_MS, now = () => Date.now() }: { file: string | undefined; checkMs?: number; now?: () => number }): Stage {
  if (!file) return (_req, _res, next) => next()
  let ready = false
  let state: GateState = { phase: 'Starting' }
  let checkedAt = -Infinity

  const refresh = () => {
    const at = now()
    if (at - checkedAt < checkMs) return
    checkedAt = at
    try {
      state = JSON.parse(fs.readFileSync(file, 'utf8')) as GateState
      ready = state.ready === true
    } catch {
      // not written yet, or being replaced: keep the last state
    }
  }

  return (req, res, next) => {
    if (!ready) refresh()
    if (ready) return next()
    answer(req, res, state)
  }
}

/**
 * How long the app waits for the gate at most: the start script's own deadlines added up (the
 * quick steps, then the lock, the migrations and the seed: STARTUP_STEP_TIMEOUT_SECONDS, default
 * 180, and STARTUP_DATA_TIMEOUT_SECONDS, default 1800; scripts/lib/startupDeadlines.ts). The start
 * script stops the app itself when one of them passes, so this is only a backstop.
 */
function gateWaitMs(env: Record<string, string | undefined> = process.env): number {
  const step = Number(env.STARTUP_STEP_TIMEOUT_SECONDS) > 0 ? Number(env.STARTUP_STEP_TIMEOUT_SECONDS) : 180
  const data = Number(env.STARTUP_DATA_TIMEOUT_SECONDS) > 0 ? Number(env.STARTUP_DATA_TIMEOUT_SECONDS) : 1800
  return (3 * step + 3 * data) * 1000
}

/**
 * Resolves once the start script has opened the gate (the state file says ready); at once
 * without a state file. The app server's Payload waits on it in onInit (payload.config.ts), so
 * nothing in the app queries the database before the migrations and the seed are done.
 * Rejects after `timeoutMs` (gateWaitMs: the start script exits on its own deadlines before that).
 */
export async function whenStartupReady({ file = process.env.STARTUP_STATE_FILE, checkMs = CHECK_MS, timeoutMs = gateWaitMs() }: { file?: string; checkMs?: number; timeoutMs?: number } = {}): Promise<void> {
  if (!file) return
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((JSON.parse(fs.readFileSync(file, 'utf8')) as GateState).ready === true) return
    } catch {
      // not written yet, or being replaced
    }
    if (Date.now() >= deadline) throw new Error(`The start-up gate did not open within ${Math.round(timeoutMs / 1000)} s (${file})`)
    await new Promise((resolve) => setTimeout(resolve, checkMs))
  }
}
