// Preloaded (NODE_OPTIONS --require) into the Next.js server the start scripts spawn, before
// Next.js itself loads. Until the start script marks the platform ready (migrations applied,
// demo data seeded), every HTTP request is answered here with a small "Preparing…" page:
// 503, Retry-After, never cached; JSON for /api/ paths. The server therefore listens (and a
// load balancer or browser gets an answer) while the database is still being prepared,
// without Next.js or Payload touching a half-migrated or half-seeded database.
//
// The state comes from the JSON file named by STARTUP_STATE_FILE (scripts/lib/startupState.ts),
// read at most every CHECK_MS while not ready. Once ready, the gate is a single boolean test.
// Without STARTUP_STATE_FILE (a plain `next start`) the gate does nothing.
const fs = require('node:fs')
const http = require('node:http')

const file = process.env.STARTUP_STATE_FILE
const CHECK_MS = 200
const RETRY_AFTER_S = 3

if (file) {
  let ready = false
  let state = { phase: 'Starting' }
  let checkedAt = 0

  const refresh = () => {
    const now = Date.now()
    if (now - checkedAt < CHECK_MS) return
    checkedAt = now
    try {
      state = JSON.parse(fs.readFileSync(file, 'utf8'))
      ready = state.ready === true
    } catch {
      // not written yet, or being replaced: keep the last state
    }
  }

  const escapeHtml = (s) => String(s).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

  const page = (s) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_S}"><title>Preparing the demo data…</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f4f5;color:#18181b}
main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:.25rem 0;color:#3f3f46}</style></head>
<body><main role="status" aria-live="polite"><h1>Preparing the demo data…</h1>
<p>${escapeHtml(s.phase || 'Starting')}${s.detail ? `: ${escapeHtml(s.detail)}` : ''}</p>
<p>This page reloads by itself in a few seconds.</p></main></body></html>`

  const answer = (req, res) => {
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

  const originalEmit = http.Server.prototype.emit
  http.Server.prototype.emit = function emit(event, ...args) {
    if (event === 'request' && !ready) {
      refresh()
      if (!ready) {
        answer(args[0], args[1])
        return true
      }
    }
    return originalEmit.call(this, event, ...args)
  }
}
