/**
 * The server process the start scripts run (scripts/lib/serve.ts):
 * `node --import tsx src/server/main.ts dev|start`. It builds the edge (src/server/edge.ts) in
 * front of Next.js as a custom server (`next({ dev, hostname, port })`), listens at once (the
 * start-up gate answers "Preparing…" while the database is prepared and Next loads), and:
 * - production: drains on SIGTERM/SIGINT (src/server/drain.ts) instead of closing at once;
 * - stops when the start script that spawned it dies (src/server/exitWithParent.ts).
 *
 * Environment: PORT (default 3000), STARTUP_STATE_FILE (the gate's state, from the start script),
 * the front's switches (src/server/front.ts) and the edge lifetimes (src/edge/edgeHeaders.ts). NODE_ENV is set by the start script.
 */
import next from 'next'
import { installGracefulShutdown } from './drain'
import { createEdgeServer, whenPrepared } from './edge'
import { edgeHeadersStage } from './edgeHeadersStage'
import { edgeSettingsFrom } from '../edge/edgeHeaders'
import { provideEdgeSecret } from '../security/edgeSecret'
import { exitWithParent } from './exitWithParent'
import { createFront, frontSettingsFrom } from './front'
import { createStartupGate } from './startupGate'

const mode = process.argv[2]
if (mode !== 'dev' && mode !== 'start') {
  console.error('Usage: node --import tsx src/server/main.ts dev|start')
  process.exit(2)
}
const dev = mode === 'dev'
const port = Number(process.env.PORT || 3000)
const hostname = 'localhost'

// tsx turns Node's source maps on for the whole process; `next start` runs without them (stack
// traces of Next's compiled chunks would read their .map files) and `next dev` with them.
process.setSourceMapsEnabled(dev)
exitWithParent()
// Before Next loads: every copy of edgeSecret.ts (the app's bundles) gets this one.
const secret = provideEdgeSecret()
const front = !dev && process.env.FRONT_CACHE !== 'off' ? createFront({ port: () => port, secret, settings: frontSettingsFrom(process.env) }) : null

const app = next({ dev, hostname, port, dir: process.cwd() })
const prepared = app.prepare().then(() => app.getRequestHandler())
// WebSocket upgrades (dev HMR): Next's request handler attaches its own upgrade handler to this
// server on its first request (the socket's server); registering getUpgradeHandler() here as
// well would answer each upgrade twice.
const server = createEdgeServer({
  gate: createStartupGate({ file: process.env.STARTUP_STATE_FILE || undefined }),
  front,
  edgeHeaders: edgeHeadersStage(edgeSettingsFrom(process.env), secret),
  app: whenPrepared(prepared),
})
if (!dev) installGracefulShutdown()

prepared.catch((error) => {
  console.error('✖ Next.js could not start:', error)
  process.exit(1)
})
server.listen(port, () => console.log(`  ▲ Next.js ${dev ? 'dev' : 'production'} server (edge: src/server/edge.ts) — Ready on http://${hostname}:${port}`))
