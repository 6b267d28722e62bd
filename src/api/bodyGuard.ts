/**
 * Checks the body of a REST write (POST, PATCH, PUT) before Payload reads it. Payload reads a
 * document only from JSON or from multipart's `_payload` field; anything else (text/plain,
 * form-encoded, JSON `null`, a multipart form without `_payload`, no body on a create) left the
 * document undefined and the request answered 500. Bodies are read at most to a size limit,
 * so a request costs bounded memory.
 */

import { readLimited } from '@/lib/limitedBody'

export const JSON_LIMIT_BYTES = 5 * 1024 * 1024
const MULTIPART_LIMIT_BYTES = 25 * 1024 * 1024

export type BodyRoute = {
  /** A create or update: the body must carry a document. */
  writesDocument: boolean
  /** Uploads may arrive as multipart with only a file. */
  isUpload: boolean
}

const problem = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })
const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v)

export function mediaType(request: Request): string {
  return (request.headers.get('content-type') || '').split(';', 1)[0].trim().toLowerCase()
}

export { readLimited } from '@/lib/limitedBody'

const tooLarge = (limit: number) => problem(413, `The request body is larger than ${Math.round(limit / 1024 / 1024)} MB.`)
const NOT_A_DOCUMENT = 'The request body must be a JSON object (Content-Type: application/json), or multipart/form-data with a _payload field holding one.'

export async function bodyProblem(request: Request, route: BodyRoute): Promise<Response | null> {
  const type = mediaType(request)
  if (type === 'application/json') {
    const bytes = await readLimited(request, JSON_LIMIT_BYTES)
    if (!bytes) return tooLarge(JSON_LIMIT_BYTES)
    const text = new TextDecoder().decode(bytes)
    if (!text.trim()) return route.writesDocument ? problem(400, NOT_A_DOCUMENT) : null
    try {
      return isPlainObject(JSON.parse(text)) ? null : problem(400, NOT_A_DOCUMENT)
    } catch {
      return problem(400, 'The request body is not valid JSON.')
    }
  }
  if (type === 'multipart/form-data') {
    const bytes = await readLimited(request, MULTIPART_LIMIT_BYTES)
    if (!bytes) return tooLarge(MULTIPART_LIMIT_BYTES)
    let form: FormData
    try {
      form = await new Response(bytes as BodyInit, { headers: { 'content-type': request.headers.get('content-type')! } }).formData()
    } catch {
      return problem(400, 'The multipart/form-data body could not be read.')
    }
    const data = form.get('_payload')
    if (typeof data === 'string') {
      try {
        return isPlainObject(JSON.parse(data)) ? null : problem(400, NOT_A_DOCUMENT)
      } catch {
        return problem(400, 'The _payload field is not valid JSON.')
      }
    }
    if (route.isUpload && form.get('file') instanceof Blob) return null
    return route.writesDocument ? problem(400, NOT_A_DOCUMENT) : null
  }
  const hasBody = Number(request.headers.get('content-length') || 0) > 0 || (request.body !== null && type !== '')
  if (hasBody) return problem(415, `Content-Type "${type || 'none'}" is not accepted here: send application/json.`)
  return route.writesDocument ? problem(400, NOT_A_DOCUMENT) : null
}
