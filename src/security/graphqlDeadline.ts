/**
 * A time limit for one GraphQL request. graphql-js 16 and Payload's handler take
 * no abort signal, and a database read already started cannot be called back; so each request runs
 * inside a deadline, and every resolver with work of its own (Payload's collection queries,
 * relationship and join lookups) checks it before it starts. Past the deadline the remaining
 * resolvers fail at once, the request ends within one running read of the limit, and the route
 * answers 503. The cost rule (graphqlLimits.ts) is what keeps queries small; this is the backstop.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { GraphQLError, type GraphQLFieldMap, type GraphQLSchema } from 'graphql'

const GRAPHQL_TIME_LIMIT_MS = 10_000

type Deadline = { at: number; limitMs: number; expired: boolean }
const store = new AsyncLocalStorage<Deadline>()

const timeLimitMessage = (limitMs: number) =>
  `Query stopped: it ran longer than ${limitMs / 1000} s. Ask for fewer documents (a smaller \`limit\`) or fewer fields.`

/** Throw if the current request's deadline has passed (no-op outside a GraphQL request). */
function checkDeadline(): void {
  const d = store.getStore()
  if (d && Date.now() >= d.at) {
    d.expired = true
    throw new GraphQLError(timeLimitMessage(d.limitMs), { extensions: { code: 'TIMEOUT' } })
  }
}

const guarded = new WeakSet<GraphQLSchema>()

/** Make every resolver of `schema` that has one check the deadline first (once per schema). */
export function guardResolvers(schema: GraphQLSchema): void {
  if (guarded.has(schema)) return
  guarded.add(schema)
  for (const type of Object.values(schema.getTypeMap())) {
    // Object types only (duck-typed: see graphqlLimits.ts); interfaces and inputs have no resolvers.
    if (type.name.startsWith('__') || !('getInterfaces' in type) || !('isTypeOf' in type)) continue
    for (const field of Object.values((type as { getFields: () => GraphQLFieldMap<unknown, unknown> }).getFields())) {
      const resolve = field.resolve
      if (!resolve) continue
      field.resolve = (source, args, context, info) => {
        checkDeadline()
        return resolve(source, args, context, info)
      }
    }
  }
}

type Handler = (request: Request) => Promise<Response>

/**
 * Run `handler` with a deadline of `limitMs`; when a resolver was stopped by it, answer 503 with
 * the GraphQL `errors` format instead of partial data.
 */
export function withGraphQLDeadline(handler: Handler, limitMs = GRAPHQL_TIME_LIMIT_MS): Handler {
  return async (request) => {
    const deadline: Deadline = { at: Date.now() + limitMs, limitMs, expired: false }
    const response = await store.run(deadline, () => handler(request))
    if (!deadline.expired) return response
    await response.body?.cancel().catch(() => undefined)
    return Response.json(
      { errors: [{ message: timeLimitMessage(limitMs), extensions: { code: 'TIMEOUT' } }] },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } },
    )
  }
}
