/**
 * GraphQL is for signed-in staff only (see graphqlLimits.ts for why): an anonymous request is
 * refused with 401 before its body is read or parsed, so it costs one token check.
 */
import type { Payload } from 'payload'

type Handler = (request: Request) => Promise<Response>

export const GRAPHQL_STAFF_ONLY =
  'GraphQL is available to signed-in staff only. Sign in (REST: POST /api/users/login) and send the token, or use the REST API.'

export function staffOnlyGraphQL(handler: Handler, getPayload: () => Promise<Payload>): Handler {
  return async (request) => {
    let signedIn = false
    try {
      const payload = await getPayload()
      const { user } = await payload.auth({ headers: request.headers })
      signedIn = Boolean(user)
    } catch {
      signedIn = false
    }
    if (!signedIn) {
      return Response.json({ errors: [{ message: GRAPHQL_STAFF_ONLY }] }, { status: 401, headers: { 'cache-control': 'no-store' } })
    }
    return asClientError(await handler(request))
  }
}

/**
 * A document refused before it runs (too deep, too many aliases, too expensive, not valid against
 * the schema) is answered 200 by Payload's handler: graphql-http follows the GraphQL-over-HTTP
 * rule for `application/json` (200 with `{ errors }`), and our own rules' errors, made by the other
 * copy of graphql (ESM vs CommonJS), come out as a bare array of errors. Answer both with 400 and
 * `{ errors }`. A result that ran (it has `data`, even `null`) keeps its status.
 */
export async function asClientError(response: Response): Promise<Response> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json')) return response
  const text = await response.text()
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON after all: pass it on unchanged
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (Array.isArray(body)) return Response.json({ errors: body }, { status: 400, headers })
  if (body && typeof body === 'object' && !('data' in body) && Array.isArray((body as { errors?: unknown }).errors)) {
    return Response.json(body, { status: 400, headers })
  }
  return new Response(text, { status: response.status, headers })
}
