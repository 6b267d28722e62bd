// What the two front layers (src/server/frontCache.cjs for pages, src/server/frontSearch.cjs for
// the search endpoint) share: the header that marks their own loopback fetches, the fetch itself,
// answers compressed once in every encoding, the encoding a client gets, and a memory-bounded
// store with least-recently-used eviction.
'use strict'
const http = require('node:http')
const zlib = require('node:zlib')
const { promisify } = require('node:util')

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Marks a front layer's own request to this server (its value is the process's secret token). */
const BYPASS_HEADER = 'x-dealer-front-fetch'

/** One request to this same server over loopback: its status, headers and whole body. */
function loopbackFetch({ port, method, path, headers, body, timeoutMs, what }) {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode || 500, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`${what} fetch timed out`)))
    request.on('error', reject)
    request.end(body)
  })
}

/** The body in every stored encoding (brotli 5, gzip 6) and the bytes they take together. */
async function compressOnce(raw) {
  const [br, gz] = await Promise.all([compress(raw, 'br'), compress(raw, 'gzip')])
  return { bodies: { identity: raw, br, gzip: gz }, bytes: raw.length + br.length + gz.length }
}

/**
 * The body in one encoding: brotli 5 / gzip 6 for an answer kept for repeats; `fast` (brotli 1 /
 * gzip 1) for one that is likely asked once (a search miss), where the compression is most of the cost.
 */
function compress(raw, encoding, { fast = false } = {}) {
  if (encoding === 'br') return brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? FAST_BROTLI_QUALITY : 5 } })
  if (encoding === 'gzip') return gzip(raw, { level: fast ? 1 : 6 })
  return Promise.resolve(raw)
}
const FAST_BROTLI_QUALITY = 1

/** The encodings a client accepts (`br`, `gzip`, …), lower-case, without those it refuses (q=0). */
function acceptedEncodings(acceptEncoding) {
  return String(acceptEncoding || '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name.trim())
}

/** The best stored encoding the client accepts. */
function chooseEncoding(acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding)
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}

/** The best encoding among `available` bodies the client accepts (identity when none). */
function bestAvailableEncoding(acceptEncoding, available) {
  const accepted = acceptedEncodings(acceptEncoding)
  for (const encoding of ['br', 'gzip']) if (available[encoding] && accepted.includes(encoding)) return encoding
  return 'identity'
}

/**
 * Entries (each with a `bytes` size) kept within `budgetBytes` and `maxEntries`, least recently
 * used out first. `get` drops and misses an entry `isFresh` rejects; `peek` only looks.
 */
function createLruStore({ budgetBytes, maxEntries = Infinity }) {
  const entries = new Map()
  let bytes = 0

  const remove = (key, entry) => {
    entries.delete(key)
    bytes -= entry.bytes
  }

  function get(key, isFresh) {
    const entry = entries.get(key)
    if (!entry) return null
    if (!isFresh(entry)) {
      remove(key, entry)
      return null
    }
    entries.delete(key) // most recently used last
    entries.set(key, entry)
    return entry
  }

  function set(key, entry) {
    const old = entries.get(key)
    if (old) remove(key, old)
    entries.set(key, entry)
    bytes += entry.bytes
    for (const [oldKey, oldEntry] of entries) {
      if (bytes <= budgetBytes && entries.size <= maxEntries) break
      remove(oldKey, oldEntry)
    }
  }

  function drop(key) {
    const entry = entries.get(key)
    if (entry) remove(key, entry)
  }

  function clear() {
    entries.clear()
    bytes = 0
  }

  return { get, peek: (key) => entries.get(key) ?? null, set, drop, clear, size: () => entries.size, bytes: () => bytes }
}

module.exports = { BYPASS_HEADER, loopbackFetch, compressOnce, compress, chooseEncoding, bestAvailableEncoding, createLruStore }
