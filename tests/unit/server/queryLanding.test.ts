/**
 * Search landings with a query string (src/server/queryLanding.ts): which
 * requests it answers, the admission within the time budget, and against a stand-in for Next:
 * a render within the budget is answered and reused per URL, a slow or refused one gets the
 * cached shell of its path (private, noindex), never a wait past the budget.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isShellForUrlState } from '@/stock/ui/landingShell'

import * as landing from '@/server/queryLanding'
import type { Shell } from '@/server/frontCache'

describe('queryLandingPath', () => {
  const req = (url: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') => ({ method, url, headers: { host: 'a.test', ...headers } })
  it('takes GETs of /cars and /search/... whose query carries search state', () => {
    expect(landing.queryLandingPath(req('/cars?query=hilux'))).toBe('/cars')
    expect(landing.queryLandingPath(req('/cars/?page=2'))).toBe('/cars/')
    expect(landing.queryLandingPath(req('/search/toyota?refinementList%5Bmake%5D%5B%5D=Toyota'))).toBe('/search/toyota')
    expect(landing.queryLandingPath(req('/cars?range[price]=0:10000&utm_source=x'))).toBe('/cars')
    expect(landing.queryLandingPath(req('/cars?sortBy=price_asc'))).toBe('/cars')
  })
  it('leaves everything else to the page cache and Next', () => {
    expect(landing.queryLandingPath(req('/cars'))).toBeNull()
    expect(landing.queryLandingPath(req('/cars?utm_source=x'))).toBeNull()
    expect(landing.queryLandingPath(req('/search/?query=x'))).toBeNull()
    expect(landing.queryLandingPath(req('/pages/about?query=x'))).toBeNull()
    expect(landing.queryLandingPath(req('/cars?query=x', {}, 'POST'))).toBeNull()
    expect(landing.queryLandingPath(req('/cars?query=x', { rsc: '1' }))).toBeNull()
    expect(landing.queryLandingPath(req('/cars?query=x', { cookie: '__prerender_bypass=1' }))).toBeNull()
    expect(landing.queryLandingPath(req('/cars?refinementList[__proto__]x=1'))).toBeNull()
  })
})

describe('admits (the time budget)', () => {
  const base = { serviceMs: 100, budgetMs: 700, maxActive: 12 }
  it('always admits a render when none is running, even a slow one', () => {
    expect(landing.admits({ ...base, active: 0, serviceMs: 5_000 })).toBe(true)
  })
  it('admits while every render in flight is expected to finish within the budget', () => {
    expect(landing.admits({ ...base, active: 5 })).toBe(true) // 6 × 100 ms ≤ 700
    expect(landing.admits({ ...base, active: 6 })).toBe(true) // 7 × 100 ms ≤ 700
    expect(landing.admits({ ...base, active: 7 })).toBe(false) // 8 × 100 ms > 700
  })
  it('never more than maxActive renders, however cheap', () => {
    expect(landing.admits({ ...base, serviceMs: 1, active: 11 })).toBe(true)
    expect(landing.admits({ ...base, serviceMs: 1, active: 12 })).toBe(false)
  })
})

describe('waitLimit', () => {
  it('is the budget while renders share the CPU, longer (bounded) for a render running alone', () => {
    expect(landing.waitLimit({ sharedWith: 1, budgetMs: 700, soloLimitMs: 2000 })).toBe(2000)
    expect(landing.waitLimit({ sharedWith: 3, budgetMs: 700, soloLimitMs: 2000 })).toBe(700)
    expect(landing.waitLimit({ sharedWith: 1, budgetMs: 700, soloLimitMs: 2000 })).toBe(2000)
    expect(landing.waitLimit({ sharedWith: 1, budgetMs: 700, soloLimitMs: 100 })).toBe(700)
  })
})

describe('nextServiceEstimate', () => {
  it('moves towards wall time divided by the renders that shared the CPU', () => {
    expect(landing.nextServiceEstimate(100, 400, 4, 0.5)).toBe(100)
    expect(landing.nextServiceEstimate(100, 600, 2, 0.5)).toBe(200)
    expect(landing.nextServiceEstimate(100, 0, 1, 0.5)).toBe(50)
  })
  it('ignores nonsense samples', () => {
    expect(landing.nextServiceEstimate(100, Number.NaN, 1)).toBe(100)
    expect(landing.nextServiceEstimate(100, 50, 0)).toBe(100)
  })
})

describe('isShellForUrlState (the browser side of the shell)', () => {
  it('is true only when the server rendered no search state and the URL has some', () => {
    expect(isShellForUrlState('', '?query=hilux')).toBe(true)
    expect(isShellForUrlState('', '?refinementList%5Bmake%5D%5B%5D=Kia')).toBe(true)
    expect(isShellForUrlState('?query=hilux', '?query=hilux')).toBe(false)
    expect(isShellForUrlState('', '')).toBe(false)
    expect(isShellForUrlState('', '?utm_source=ad')).toBe(false)
  })
})

describe('createQueryLanding against a stand-in for Next', () => {
  let next: http.Server
  let front: http.Server
  let renders: string[]
  let delayMs: number
  let shells: string[]
  let instance: ReturnType<typeof landing.createQueryLanding>
  let nextPort: number
  const shellFor = async (_req: unknown, path: string): Promise<Shell> => {
    shells.push(path)
    return {
      send: (res, overrides) => {
        for (const [name, value] of overrides) res.setHeader(name, value)
        res.writeHead(200, { 'content-type': 'text/html' })
        res.end(`<p>shell of ${path}</p>`)
      },
    }
  }

  beforeEach(async () => {
    renders = []
    shells = []
    delayMs = 0
    next = http.createServer((req, res) => {
      renders.push(String(req.url))
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store' })
        res.end(`<p>results for ${req.url}</p>`)
      }, delayMs)
    })
    await new Promise<void>((r) => next.listen(0, '127.0.0.1', r))
    nextPort = (next.address() as AddressInfo).port
    instance = landing.createQueryLanding({ port: () => nextPort, token: 't', budgetMs: 150, soloLimitMs: 300, maxActive: 2, shellFor })
    front = http.createServer((req, res) => {
      const path = landing.queryLandingPath(req)
      if (!path) return res.writeHead(404).end()
      void instance.handle(req, res, path)
    })
    await new Promise<void>((r) => front.listen(0, '127.0.0.1', r))
  })
  afterEach(async () => {
    await new Promise((r) => front.close(r))
    await new Promise((r) => next.close(r))
  })

  const get = (url: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; ms: number }>((resolve, reject) => {
      const started = Date.now()
      http
        .get({ host: '127.0.0.1', port: (front.address() as AddressInfo).port, path: url, headers: { host: 'a.test' } }, (res) => {
          let text = ''
          res.on('data', (c) => (text += c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, ms: Date.now() - started }))
        })
        .on('error', reject)
    })

  it('answers a render within the budget, and the same URL again without rendering it', async () => {
    const first = await get('/cars?query=kia')
    expect(first.text).toBe('<p>results for /cars?query=kia</p>')
    const again = await get('/cars?query=kia')
    expect(again.text).toBe(first.text)
    expect(renders).toEqual(['/cars?query=kia'])
    expect(instance.stats()).toMatchObject({ rendered: 1, reused: 1, shell: 0 })
  })

  it('answers the shell at the budget when the render is late, and keeps the late render for the next visitor', async () => {
    await get('/cars?query=warm-up')
    renders = []
    delayMs = 400
    const late = await get('/cars?query=slow')
    expect(late.text).toBe('<p>shell of /cars</p>')
    expect(late.ms).toBeLessThan(350)
    expect(late.headers['cache-control']).toBe('private, no-store')
    expect(late.headers['x-robots-tag']).toBe('noindex, follow')
    await new Promise((r) => setTimeout(r, 400))
    expect((await get('/cars?query=slow')).text).toBe('<p>results for /cars?query=slow</p>')
    expect(renders).toEqual(['/cars?query=slow'])
  })

  it('waits past the budget (within its own limit) for the first render of a cold process', async () => {
    delayMs = 220
    expect((await get('/cars?query=cold')).text).toBe('<p>results for /cars?query=cold</p>')
    expect(shells).toEqual([])
  })

  it('sheds every landing when told to (QUERY_LANDING=shell)', async () => {
    instance = landing.createQueryLanding({ port: () => nextPort, token: 't', shellFor, shedAll: true })
    expect((await get('/cars?query=kia')).text).toBe('<p>shell of /cars</p>')
    expect(renders).toEqual([])
  })

  it('refuses renders past maxActive with the shell at once', async () => {
    delayMs = 100
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((q) => get(`/search/kia?query=${q}`)))
    expect(answers.filter((a) => a.text.startsWith('<p>shell of /search/kia')).length).toBe(2)
    expect(renders.length).toBe(2)
    expect(answers.every((a) => a.status === 200)).toBe(true)
  })

  it('forgets stored landings when the cache expires', async () => {
    await get('/cars?query=kia')
    instance.expire()
    await get('/cars?query=kia')
    expect(renders).toEqual(['/cars?query=kia', '/cars?query=kia'])
  })
})
