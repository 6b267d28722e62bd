/**
 * What a request costs and whose it is, for the staff query limiter (staffQueryLimit.ts):
 * - a GraphQL POST costs its `queryCost` (graphqlLimits.ts), priced with the schema Payload
 *   executes once one query has run (before that, from the query's own `limit`/`pagination`
 *   arguments, which is what makes a list large); a body that is not a query, or a query over the
 *   cost budget (refused at validation before it runs), costs 0 and is left to the handler's 400;
 * - a REST read costs `restReadCost`;
 * - the requester is the signed-in user, else the client address.
 */
import { parse } from 'graphql'
import type { Payload } from 'payload'
import { readLimited } from '@/lib/limitedBody'
import { clientAddress } from './clientAddress'
import { GRAPHQL_MAX_COST, knownGraphQLSchema, queryCost } from './graphqlLimits'
import { restReadCost } from './staffQueryLimit'

/** Larger GraphQL bodies are refused by the route's own body check (413); they cost nothing here. */
const GRAPHQL_BODY_LIMIT_BYTES = 5 * 1024 * 1024

export async function graphqlRequestCost(request: Request): Promise<number> {
  const bytes = await readLimited(request, GRAPHQL_BODY_LIMIT_BYTES)
  if (!bytes) return 0
  try {
    const body = JSON.parse(new TextDecoder().decode(bytes)) as { query?: unknown; variables?: unknown }
    if (typeof body?.query !== 'string') return 0
    const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : null
    const cost = queryCost(knownGraphQLSchema(), parse(body.query, { maxTokens: 50_000 }), variables)
    // Over the budget: refused at validation before it runs (graphqlLimits.ts), so it holds no slot.
    return cost > GRAPHQL_MAX_COST ? 0 : cost
  } catch {
    return 0
  }
}

export function restRequestCost(request: Request): number {
  const url = new URL(request.url)
  let segments: string[]
  try {
    segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return 0
  }
  return restReadCost(request.method.toUpperCase(), segments, url.searchParams)
}

/** `user:{collection}:{id}` for a signed-in requester, else `address:{client address}`. */
export async function requesterKey(payload: Payload, request: Request): Promise<string> {
  try {
    const { user } = await payload.auth({ headers: request.headers })
    if (user) return `user:${user.collection}:${user.id}`
  } catch {
    // an unreadable token is an anonymous request
  }
  return `address:${clientAddress(request)}`
}
