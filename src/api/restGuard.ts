/**
 * Payload's REST handlers pass a malformed document id straight to PostgreSQL and answer
 * 500 (`/api/locations/abc`). Every collection here uses numeric ids, so a path whose id
 * segment is not a number — and not one of Payload's own sub-routes — is answered 404 here.
 */
const SUB_ROUTES = new Set([
  'access', 'count', 'versions', 'file', 'init', 'login', 'logout', 'me', 'refresh-token', 'first-register',
  'forgot-password', 'reset-password', 'unlock', 'verify', 'paste-url', 'preview',
])
const NON_COLLECTION = new Set(['globals', 'graphql', 'graphql-playground', 'payload-preferences', 'access', 'payload-jobs'])

export function malformedIdResponse(pathname: string): Response | null {
  const parts = pathname.split('/').filter(Boolean) // ['api', collection, id, ...]
  if (parts[0] !== 'api' || parts.length < 3) return null
  const [, collection, id] = parts
  if (NON_COLLECTION.has(collection) || SUB_ROUTES.has(id)) return null
  if (/^\d+$/.test(id)) return null
  return Response.json({ errors: [{ message: `No ${collection} document has the id "${decodeURIComponent(id).slice(0, 40)}".` }] }, { status: 404 })
}

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

export function guarded(handler: Handler): Handler {
  return async (request, context) => malformedIdResponse(new URL(request.url).pathname) ?? handler(request, context)
}
