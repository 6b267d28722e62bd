/**
 * The server edge's per-process secret, which marks what only the edge may say to the app:
 * the peer address stamp (src/security/peerAddress.ts) and the front layers' own loopback fetches
 * (`x-dealer-front-fetch`, src/server/frontStore.ts). A client cannot forge either without it.
 *
 * The edge (src/server/main.ts, loaded by Node) and the app (bundled by Next) hold separate copies
 * of this module, so the secret is asked for on a `node:diagnostics_channel` channel, shared by
 * every copy in the process: the edge answers (`provideEdgeSecret`, before Next loads); any copy
 * asks (`edgeSecret`). Without an edge (unit tests, a plain `next start`) each copy uses its own
 * random secret: stamps it makes itself (`withPeerAddress`) hold, nothing else does.
 */
import { channel } from 'node:diagnostics_channel'
import { randomBytes } from 'node:crypto'

/** Marks a front layer's own loopback request to this server; its value is the secret. */
export const FRONT_FETCH_HEADER = 'x-dealer-front-fetch'

const SECRET_CHANNEL = channel('dealer-platform:edge-secret')

/** A request for the secret: the edge's listener fills it in. */
interface SecretQuestion {
  secret?: string
}

const ownSecret = randomBytes(18).toString('base64url')
let edgeAnswer: string | undefined

/** The edge's secret when an edge runs in this process, else this module copy's own. */
export function edgeSecret(): string {
  if (edgeAnswer) return edgeAnswer
  if (!SECRET_CHANNEL.hasSubscribers) return ownSecret
  const question: SecretQuestion = {}
  SECRET_CHANNEL.publish(question)
  edgeAnswer = question.secret
  return edgeAnswer ?? ownSecret
}

/** The edge's side: answers every copy's question with this copy's secret (once per process). */
export function provideEdgeSecret(): string {
  const secret = edgeSecret()
  if (!SECRET_CHANNEL.hasSubscribers) {
    SECRET_CHANNEL.subscribe((message) => {
      ;(message as SecretQuestion).secret ??= secret
    })
  }
  return edgeSecret()
}
