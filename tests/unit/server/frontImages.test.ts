import http, { type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrontImages, frontImageKey, imageVariant, reusableSeconds, type FetchedImage, type ImageFetcher } from '@/server/frontImages'
import nextConfig from '../../../next.config'

const HERO = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhero.jpg&w=750&q=75'
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

function webp(bytes = 3000, headers: IncomingHttpHeaders = {}): FetchedImage {
  return {
    status: 200,
    headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=14400, must-revalidate', etag: '"abc"', vary: 'Accept', 'x-nextjs-cache': 'HIT', ...headers },
    body: Buffer.alloc(bytes, 7),
  }
}

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** A server whose requests pass the front images layer first and reach a stand-in Next otherwise. */
async function serverWith(fetchImage: ImageFetcher, maxBytes?: number) {
  const front = createFrontImages({ fetchImage, maxBytes })
  const nextAnswered: string[] = []
  const server = http.createServer(async (req, res) => {
    if (await front.handle(req, res)) return
    nextAnswered.push(req.url!)
    res.statusCode = 400
    res.end('from next')
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const get = (path: string, headers: Record<string, string> = { accept: CHROME_ACCEPT }, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })
  return { front, get, nextAnswered }
}

describe('which requests the front images layer answers', () => {
  it('takes GET and HEAD of the image optimiser, per format, and nothing else', () => {
    expect(frontImageKey('GET', HERO, { accept: CHROME_ACCEPT })).toBe(`webp ${HERO}`)
    expect(frontImageKey('HEAD', HERO, { accept: 'image/jpeg' })).toBe(`original ${HERO}`)
    expect(frontImageKey('POST', HERO, {})).toBeNull()
    expect(frontImageKey('GET', '/_next/static/chunks/a.js', {})).toBeNull()
    expect(frontImageKey('GET', '/api/media/file/hero.jpg', {})).toBeNull()
    expect(frontImageKey('GET', HERO, { range: 'bytes=0-10' })).toBeNull()
    expect(frontImageKey('GET', `${HERO}&pad=${'x'.repeat(3000)}`, {})).toBeNull()
  })

  it("follows Next's format choice: WebP is the only optimised format configured", () => {
    expect(imageVariant(CHROME_ACCEPT)).toBe('webp')
    expect(imageVariant('image/png,image/*')).toBe('original')
    expect(imageVariant(undefined)).toBe('original')
    // Adding AVIF (or another format) to next.config.ts makes the key above incomplete.
    expect(nextConfig.images?.formats ?? ['image/webp']).toEqual(['image/webp'])
  })

  it('reads how long an answer may be reused from its Cache-Control', () => {
    expect(reusableSeconds('public, max-age=14400, must-revalidate')).toBe(14400)
    expect(reusableSeconds('public, max-age=0, must-revalidate')).toBe(0)
    expect(reusableSeconds('private, max-age=60')).toBe(0)
    expect(reusableSeconds('no-store')).toBe(0)
    expect(reusableSeconds(undefined)).toBe(0)
  })
})

describe('front images', () => {
  it('answers a repeat from memory with the same bytes and headers, without asking Next again', async () => {
    const fetchImage = vi.fn(async () => webp())
    const { get } = await serverWith(fetchImage)
    const first = await get(HERO)
    const second = await get(HERO)
    expect(fetchImage).toHaveBeenCalledTimes(1)
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toBe('image/webp')
      expect(answer.headers['cache-control']).toBe('public, max-age=14400, must-revalidate')
      expect(answer.headers.vary).toBe('Accept')
      expect(answer.headers['x-nextjs-cache']).toBeUndefined()
      expect(answer.body.length).toBe(3000)
    }
  })

  it('shares one fetch between concurrent misses', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const fetchImage = vi.fn(async () => {
      await gate
      return webp()
    })
    const { get } = await serverWith(fetchImage)
    const answers = Promise.all([get(HERO), get(HERO), get(HERO)])
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    expect((await answers).map((a) => a.status)).toEqual([200, 200, 200])
    expect(fetchImage).toHaveBeenCalledTimes(1)
  })

  it('keeps WebP and original answers apart', async () => {
    const fetchImage = vi.fn(async (_path: string, accept: string) => (accept.includes('webp') ? webp(100) : webp(200, { 'content-type': 'image/jpeg' })))
    const { get } = await serverWith(fetchImage)
    expect((await get(HERO)).headers['content-type']).toBe('image/webp')
    expect((await get(HERO, { accept: 'image/jpeg' })).headers['content-type']).toBe('image/jpeg')
    expect(fetchImage).toHaveBeenCalledTimes(2)
  })

  it('answers 304 to a matching If-None-Match and no body to HEAD', async () => {
    const { get } = await serverWith(async () => webp())
    await get(HERO)
    const notModified = await get(HERO, { accept: CHROME_ACCEPT, 'if-none-match': '"abc"' })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    const head = await get(HERO, { accept: CHROME_ACCEPT }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe('3000')
    expect(head.body.length).toBe(0)
  })

  it('leaves bad parameters and unusable answers to Next, and does not fetch them again for a minute', async () => {
    const fetchImage = vi.fn(async (): Promise<FetchedImage> => ({ status: 400, headers: { 'content-type': 'text/plain' }, body: Buffer.from('"w" parameter (width) of 751 is not allowed') }))
    const { get, nextAnswered } = await serverWith(fetchImage)
    const bad = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhero.jpg&w=751&q=75'
    expect((await get(bad)).body.toString()).toBe('from next')
    expect((await get(bad)).body.toString()).toBe('from next')
    expect(fetchImage).toHaveBeenCalledTimes(1)
    expect(nextAnswered).toEqual([bad, bad])
  })

  it('does not keep an answer Next marks as not reusable, nor one that failed to fetch', async () => {
    const fetchImage = vi.fn(async () => webp(10, { 'cache-control': 'public, max-age=0, must-revalidate' }))
    const { get, nextAnswered, front } = await serverWith(fetchImage)
    await get(HERO)
    expect(nextAnswered).toEqual([HERO])
    expect(front.stats().entries).toBe(0)

    const failing = await serverWith(async () => {
      throw new Error('ECONNRESET')
    })
    expect((await failing.get(HERO)).body.toString()).toBe('from next')
  })

  it('stays within its byte budget, least recently used out first', async () => {
    const fetchImage = vi.fn(async () => webp(4000))
    const { get, front } = await serverWith(fetchImage, 10_000)
    for (let w = 1; w <= 5; w++) await get(`${HERO}&v=${w}`)
    expect(front.stats().bytes).toBeLessThanOrEqual(10_000)
    expect(front.stats().entries).toBe(2)
    await get(`${HERO}&v=5`)
    expect(fetchImage).toHaveBeenCalledTimes(5)
    await get(`${HERO}&v=1`)
    expect(fetchImage).toHaveBeenCalledTimes(6)
  })
})
