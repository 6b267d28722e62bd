/**
 * Answers bad REST input with a clear 4xx before it reaches Payload, whose handlers answer
 * some shapes with a 500 and a stack trace in the log:
 * - a malformed `%` escape anywhere in the path (`/api/menus/%zz`) -> 400;
 * - a document id that is not a number (every collection here uses numeric ids) -> 404;
 * - a `where` query PostgreSQL cannot run (see whereGuard.ts) -> 400;
 * - a write whose body holds no document (see bodyGuard.ts) -> 400, 413 or 415;
 * - a file of an upload collection that is not on disk (`/api/media/file/nope.png`) -> 404.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import * as qs from 'qs-esm'
import type { SanitizedConfig } from 'payload'
import { bodyProblem } from './bodyGuard'
import { fieldResolver } from './fieldKinds'
import { whereProblem } from './whereGuard'

const AUTH_ROUTES = ['init', 'login', 'logout', 'me', 'refresh-token', 'first-register', 'forgot-password', 'reset-password', 'unlock', 'verify']
const SUB_ROUTES = new Set(['access', 'count', 'versions', 'file', 'paste-url', ...AUTH_ROUTES])
const NON_COLLECTION = new Set(['globals', 'graphql', 'graphql-playground', 'payload-preferences', 'access', 'payload-jobs'])
/** PostgreSQL `integer` ids: larger numbers cannot name a document. */
const MAX_ID = 2147483647
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT'])

const problem = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** Decoded path segments, or null when a segment holds a malformed % escape. */
function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
}

export function malformedPathResponse(pathname: string): Response | null {
  return decodedSegments(pathname) ? null : problem(400, 'The address contains a malformed % escape.')
}

/** The sub-routes a collection really has: auth routes on auth collections, file routes on uploads. */
function subRoutesOf(config: SanitizedConfig | null, collection: string): Set<string> {
  const c = config?.collections.find((x) => x.slug === collection)
  if (!c) return SUB_ROUTES
  const routes = ['access', 'count']
  if (c.versions) routes.push('versions')
  if (c.upload) routes.push('file', 'paste-url')
  if (c.auth) routes.push(...AUTH_ROUTES)
  // The collection's own endpoints with a fixed first segment (e.g. sites' `/new-dealer`).
  for (const endpoint of Array.isArray(c.endpoints) ? c.endpoints : []) {
    const first = endpoint.path.split('/').filter(Boolean)[0]
    if (first && !first.startsWith(':')) routes.push(first)
  }
  return new Set(routes)
}

export function malformedIdResponse(pathname: string, config: SanitizedConfig | null = null): Response | null {
  const parts = decodedSegments(pathname) // ['api', collection, id, ...]
  if (!parts || parts[0] !== 'api' || parts.length < 3) return null
  const [, collection, id] = parts
  if (NON_COLLECTION.has(collection) || subRoutesOf(config, collection).has(id)) return null
  if (/^\d{1,10}$/.test(id) && Number(id) <= MAX_ID) return null
  return problem(404, `No ${collection} document has the id "${id.slice(0, 40)}".`)
}

const PAGING: Record<string, [number, number]> = { limit: [0, 1000], page: [1, 100000], depth: [0, 10] }

/** `limit`, `page` and `depth` must be whole numbers in range; `sort` must not follow a relationship. */
function pagingResponse(config: SanitizedConfig, parts: string[], query: Record<string, unknown>): Response | null {
  for (const [name, [min, max]] of Object.entries(PAGING)) {
    const value = query[name]
    if (value === undefined || value === '') continue
    const n = typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : NaN
    if (!(n >= min && n <= max)) return problem(400, `Invalid query: ${name} must be a whole number from ${min} to ${max}.`)
  }
  const sort = query.sort
  if (sort === undefined) return null
  const items = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : null
  if (!items || items.some((item) => typeof item !== 'string' || !/^-?\w+(?:\.\w+)*$/.test(item.trim()))) {
    return problem(400, 'Invalid query: sort takes field names, e.g. sort=-createdAt.')
  }
  const [, collection, sub] = parts
  if (!config.collections.some((c) => c.slug === collection)) return null
  const resolve = fieldResolver(config, collection, sub === 'versions')
  for (const item of items as string[]) {
    const segments = item.trim().replace(/^-/, '').split('.')
    for (let i = 1; i < segments.length; i++) {
      if (resolve(segments.slice(0, i).join('.')) === 'relationship') return problem(400, `Invalid query: cannot sort by "${item.trim()}", a field of another collection.`)
    }
  }
  return null
}

/** Parses a query string the way Payload does (qs, depth 10, 1,000 array items). */
export function parseQuery(search: string): Record<string, unknown> {
  return qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<string, unknown>
}

export function whereResponse(config: SanitizedConfig, parts: string[], search: string): Response | null {
  if (!search) return null
  const query = parseQuery(search)
  const paging = pagingResponse(config, parts, query)
  if (paging) return paging
  if (query.where === undefined) return null
  const [, collection, sub] = parts
  const resolve = collection && config.collections.some((c) => c.slug === collection)
    ? fieldResolver(config, collection, sub === 'versions')
    : () => null
  const message = whereProblem(query.where, resolve)
  return message ? problem(400, `Invalid query: ${message}`) : null
}

export async function missingFileResponse(config: SanitizedConfig, parts: string[]): Promise<Response | null> {
  const [, collection, sub, filename] = parts
  if (sub !== 'file' || !filename || parts.length !== 4) return null
  const upload = config.collections.find((c) => c.slug === collection)?.upload
  if (!upload || upload.handlers?.length) return null
  const dir = path.resolve(upload.staticDir || collection)
  const file = path.resolve(dir, filename)
  if (!file.startsWith(dir + path.sep)) return problem(400, 'Invalid file name.')
  const stat = await fs.stat(file).catch(() => null)
  return stat?.isFile() ? null : problem(404, 'File not found.')
}

async function writeResponse(config: SanitizedConfig, request: Request, parts: string[]): Promise<Response | null> {
  const override = request.headers.get('x-payload-http-method-override') || request.headers.get('x-http-method-override')
  if (request.method === 'POST' && override === 'GET') {
    // A long GET sent as a POST body (the admin's relationship fields do this).
    const type = (request.headers.get('content-type') || '').split(';', 1)[0].trim().toLowerCase()
    if (type === 'application/x-www-form-urlencoded') return whereResponse(config, parts, await request.clone().text())
    if (type === 'application/json') return bodyProblem(request, { writesDocument: false, isUpload: false })
    return null
  }
  const [, collection, second] = parts
  const isGlobal = collection === 'globals'
  const writesDocument = isGlobal
    ? parts.length === 3
    : config.collections.some((c) => c.slug === collection) && (parts.length === 2 || (parts.length === 3 && /^\d+$/.test(second)))
  const isUpload = Boolean(config.collections.find((c) => c.slug === collection)?.upload)
  return bodyProblem(request, { writesDocument, isUpload })
}

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Wraps one of Payload's REST handlers with the checks above. */
export function guarded(handler: Handler, configPromise: Promise<SanitizedConfig> | SanitizedConfig): Handler {
  return async (request, context) => {
    const url = new URL(request.url)
    const parts = decodedSegments(url.pathname)
    if (!parts) return malformedPathResponse(url.pathname)!
    const config = await configPromise
    const early = malformedIdResponse(url.pathname, config)
    if (early) return early
    if (request.method.toUpperCase() === 'DELETE' && parts.length === 2 && !NON_COLLECTION.has(parts[1]) && parseQuery(url.search).where === undefined) {
      return problem(400, 'Deleting several documents needs a where query.')
    }
    if (parts.length === 4 && parts[2] === 'versions' && !/^\d{1,10}$/.test(parts[3])) return problem(404, `No version has the id "${parts[3].slice(0, 40)}".`)
    if (['DELETE', 'PATCH', 'PUT'].includes(request.method.toUpperCase()) && parts.length >= 3 && !NON_COLLECTION.has(parts[1]) && !/^\d+$/.test(parts[2])) {
      return problem(404, `No ${parts[1]} document has the id "${parts[2].slice(0, 40)}".`)
    }
    const method = request.method.toUpperCase()
    const rejected =
      whereResponse(config, parts, url.search) ??
      (method === 'GET' || method === 'HEAD' ? await missingFileResponse(config, parts) : null) ??
      (WRITE_METHODS.has(method) ? await writeResponse(config, request, parts) : null)
    return rejected ?? handler(request, context)
  }
}
