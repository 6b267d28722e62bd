/**
 * Reads a request body up to a size limit, so a request costs bounded memory whatever it declares
 * (a missing or false Content-Length included). Reads a clone: the original stays readable.
 */

/** The body as bytes, or null when it is larger than `limit`. */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') || 0)
  if (declared > limit) return null
  if (!request.body) return new Uint8Array()
  const reader = request.clone().body!.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // Not awaited: a tee'd branch's cancel settles only when the other branch is cancelled too.
      void reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
