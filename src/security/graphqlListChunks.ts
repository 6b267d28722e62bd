/**
 * A staff GraphQL list read with `pagination: false` runs as pages of GRAPHQL_LIST_CHUNK_DOCS
 * documents, with the event loop free between pages (issue 31 section 3).
 *
 * Payload reads a list in one database query and then runs its field traversal (afterRead) over
 * every document in one unbroken run of microtasks: ~700 cars held the event loop for hundreds of
 * milliseconds even when only ids were asked for, and liveness and shopper pages waited behind it.
 * In pages, the longest run is one page's, and the GraphQL deadline is checked between pages.
 *
 * The answer is the one an unpaged read gives: every page is read in one REPEATABLE READ, read-only
 * transaction (one snapshot, so a car saved meanwhile neither appears twice nor goes missing), pages
 * are joined in order and de-duplicated by id, and when the pages do not add up to the snapshot's
 * count (documents that tie on the sort key can change places between pages) the list is read again
 * unpaged in the same snapshot. Paging fields are those of an unpaged answer.
 */
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql'
import type { PayloadRequest } from 'payload'
import { isolateObjectProperty } from 'payload'
import { intSetting } from '@/lib/intSetting'

/** Documents per page: small enough that one page's traversal is a short task (`GRAPHQL_LIST_CHUNK_DOCS`). */
export const GRAPHQL_LIST_CHUNK_DOCS = 100

export function listChunkDocs(env: Record<string, string | undefined> = process.env): number {
  return intSetting(env.GRAPHQL_LIST_CHUNK_DOCS, { fallback: GRAPHQL_LIST_CHUNK_DOCS, min: 1 })
}

type ListArgs = { pagination?: boolean | null; limit?: number | null; page?: number | null; [key: string]: unknown }
type Page = { docs: { id?: unknown }[]; totalDocs: number; totalPages: number; [key: string]: unknown }
type Context = { req: PayloadRequest; [key: string]: unknown }

/**
 * Joins pages into one unpaged answer of the first `wanted` documents; null when they do not add up
 * to that many (ties on the sort key moved between pages).
 */
export function joinPages(pages: Page[], wanted: number, limit?: number | null): Page | null {
  const seen = new Set<unknown>()
  const docs: Page['docs'] = []
  for (const doc of pages.flatMap((page) => page.docs)) {
    const key = doc.id ?? doc
    if (seen.has(key) || docs.length === wanted) continue
    seen.add(key)
    docs.push(doc)
  }
  if (docs.length !== wanted) return null
  return { ...pages[0], docs, totalDocs: docs.length, totalPages: 1, page: 1, pagingCounter: 1, hasPrevPage: false, hasNextPage: false, prevPage: null, nextPage: null, limit: limit ?? 0 }
}

async function inSnapshot<T>(req: PayloadRequest, run: (req: PayloadRequest) => Promise<T>): Promise<T> {
  if (req.transactionID) return run(req) // already inside the caller's transaction
  // Handed to Drizzle's transaction(): one snapshot for every page, and no writes.
  const id = await req.payload.db.beginTransaction({ isolationLevel: 'repeatable read', accessMode: 'read only' })
  if (!id) return run(req)
  const own = isolateObjectProperty(req, 'transactionID')
  own.transactionID = id
  try {
    return await run(own)
  } finally {
    // Read only: ending it by commit or rollback is the same; commit ends it on every path.
    await req.payload.db.commitTransaction(id).catch(() => undefined)
  }
}

function pagedList(resolve: GraphQLFieldResolver<unknown, Context, ListArgs>): GraphQLFieldResolver<unknown, Context, ListArgs> {
  return async (source, args, context, info) => {
    if (args.pagination !== false || (args.page ?? 1) !== 1) return resolve(source, args, context, info)
    return inSnapshot(context.req, async (req) => {
      const call = (callArgs: ListArgs) => resolve(source, callArgs, { ...context, req }, info) as Promise<Page>
      const limit = listChunkDocs()
      const first = await call({ ...args, pagination: true, limit, page: 1 })
      // `pagination: false` with a `limit` asks for the first `limit` documents.
      const wanted = typeof args.limit === 'number' && args.limit > 0 ? Math.min(args.limit, first.totalDocs) : first.totalDocs
      const pages = [first]
      for (let page = 2; page <= Math.ceil(wanted / limit); page++) {
        await nextTurn()
        pages.push(await call({ ...args, pagination: true, limit, page }))
      }
      return joinPages(pages, wanted, args.limit) ?? call(args)
    })
  }
}

const paged = new WeakSet<GraphQLSchema>()

/** Wraps every root list query that takes `pagination`, `limit` and `page` (Payload's collection lists). */
export function pageUnpaginatedLists(schema: GraphQLSchema): void {
  if (paged.has(schema)) return
  paged.add(schema)
  const query = schema.getQueryType()
  if (!query) return
  for (const field of Object.values(query.getFields())) {
    const names = new Set(field.args.map((arg) => arg.name))
    if (!field.resolve || !names.has('pagination') || !names.has('limit') || !names.has('page')) continue
    field.resolve = pagedList(field.resolve as GraphQLFieldResolver<unknown, Context, ListArgs>) as typeof field.resolve
  }
}
