/**
 * How the search endpoint's route hands its front (src/server/frontSearch.ts) what the front
 * needs from the app: a typed message on a `node:diagnostics_channel` channel.
 *
 * The route module is bundled by Next apart from the server edge that runs the front (loaded by
 * Node from src/server/main.ts), so the two hold separate copies of every module; named
 * diagnostics channels are shared by every copy in the process (as the expiry bus,
 * src/cache/expiryBus.ts). The route offers its bridge once when it loads
 * (`offerFrontSearchBridge`, src/search/frontBridge.ts); the edge listens from start-up
 * (`onFrontSearchBridge`) and keeps the latest one. Without a listener (tests, a plain
 * `next start`) an offer goes nowhere and every search request is Next's.
 */
import { channel } from 'node:diagnostics_channel'

export type HeaderPairs = Array<[string, string]>
type FrontLimitDecision = { allowed: true } | { allowed: false; headers: HeaderPairs; body: string }
export type FrontSearchAnswer = { status: number; headers: HeaderPairs; body: string }

export interface FrontSearchBridge {
  /** The endpoint's own per-client rate limit (same limiter, same client-address rules). */
  limit(headers: Record<string, string | string[] | undefined>): Promise<FrontLimitDecision>
  /** The search index's change counter: a stored answer holds only under the one it was read under. */
  generation(): number
  /**
   * The endpoint's answer to a multi-query (`POST /api/search/{slug}/1/indexes/* /queries`) for
   * this still %-encoded site slug and body text; the client is counted already. `shared`: the
   * GET form's answer (shareable, tagged with the site's stock tags).
   */
  answer?(slug: string, body: string, shared?: boolean): Promise<FrontSearchAnswer>
  /** Drops what `answer` keeps (site scopes): a cache tag expired. */
  forget?(): void
}

const BRIDGE_CHANNEL = channel('dealer-platform:front-search-bridge')

/** The route's side: offers its bridge to the front (a later offer replaces an earlier one). */
export function offerFrontSearchBridge(bridge: FrontSearchBridge): void {
  if (BRIDGE_CHANNEL.hasSubscribers) BRIDGE_CHANNEL.publish(bridge)
}

/** The edge's side: hears every offer; returns the function that stops listening. */
export function onFrontSearchBridge(listener: (bridge: FrontSearchBridge) => void): () => void {
  const handler = (message: unknown) => listener(message as FrontSearchBridge)
  BRIDGE_CHANNEL.subscribe(handler)
  return () => void BRIDGE_CHANNEL.unsubscribe(handler)
}
