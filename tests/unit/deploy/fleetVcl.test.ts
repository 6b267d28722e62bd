/**
 * The fleet's Varnish (deploy/varnish/fleet.vcl around deploy/varnish/default.vcl, as
 * docker-compose.fleet.yml runs it) on a real varnishd, with two fake app instances on local
 * ports in place of app-a and app-b and 127.0.0.2 in place of the fleet's network. Skipped where
 * varnishd is not installed (.ci/run installs it).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../support/freePort'

const root = path.resolve(__dirname, '../../..')
const varnishd = process.env.VARNISHD || '/usr/sbin/varnishd'
const installed = fs.existsSync(varnishd)

type Instance = { name: string; ready: boolean; port: number; server: http.Server }
const instances: Instance[] = []
let pageVersion = 0
let varnishPort = 0
let varnish: ChildProcess | undefined
let varnishLog = ''
let dir = ''

/** One fake app instance: readiness as set, `/api/who` names it, `/cars/x` is a tagged shared page. */
async function startInstance(name: string): Promise<Instance> {
  const instance = { name, ready: true, port: await freePort() } as Instance
  instance.server = http.createServer((req, res) => {
    if (req.url === '/api/health/ready') return void res.writeHead(instance.ready ? 200 : 503).end()
    if (req.url === '/cars/x') return void res.writeHead(200, { 'cache-control': 'public, s-maxage=3600', 'surrogate-key': 'car-1 site-1' }).end(`version ${++pageVersion}`)
    res.writeHead(200, { 'cache-control': 'private, no-store' }).end(name)
  })
  await new Promise<void>((resolve) => instance.server.listen(instance.port, '127.0.0.1', resolve))
  return instance
}

/** fleet.vcl as the test runs it; each replaced text must be there, so a change to the file's shape fails here. */
function testVcl([a, b]: Instance[]): string {
  const swaps: Array<[RegExp, string]> = [
    [/\.host = "app-a";\s*\.port = "3000";/, `.host = "127.0.0.1"; .port = "${a.port}";`],
    [/\.host = "app-b";\s*\.port = "3000";/, `.host = "127.0.0.1"; .port = "${b.port}";`],
    [/"172\.30\.34\.0"\/24;/, '"127.0.0.2"/32;'],
    // Probed often, so the test need not wait 15 s for a change of readiness.
    [/\.interval = 5s;/, '.interval = 100ms;'],
  ]
  return swaps.reduce((vcl, [pattern, replacement]) => {
    expect(vcl).toMatch(pattern)
    return vcl.replace(pattern, replacement)
  }, fs.readFileSync(path.join(root, 'deploy/varnish/fleet.vcl'), 'utf8'))
}

type Answer = { status: number; body: string; cache: string | undefined }
function send(method: string, url: string, options: { localAddress?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: varnishPort, method, path: url, localAddress: options.localAddress, headers: { host: 'sunshine-toyota.localhost', ...options.headers } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, cache: res.headers['x-cache'] as string | undefined }))
    })
    req.on('error', reject)
    req.end()
  })
}

async function answeredBy(count: number): Promise<string[]> {
  const names: string[] = []
  for (let i = 0; i < count; i++) names.push((await send('GET', '/api/who')).body)
  return names
}

/** Up once its VCL is compiled and a probe has seen an instance (a bound, not a measurement). */
async function untilVarnishAnswers(limitMs: number): Promise<void> {
  for (const started = Date.now(); Date.now() - started < limitMs; await new Promise((r) => setTimeout(r, 200))) {
    if (varnish?.exitCode != null) throw new Error(`varnishd exited: ${varnishLog}`)
    if ((await send('GET', '/api/who').catch(() => null))?.status === 200) return
  }
  throw new Error(`Varnish did not answer within ${limitMs / 1000} s: ${varnishLog}`)
}

describe.skipIf(!installed)('the fleet’s Varnish (fleet.vcl with the project’s VCL)', () => {
  beforeAll(async () => {
    instances.push(await startInstance('a'), await startInstance('b'))
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-varnish-'))
    fs.copyFileSync(path.join(root, 'deploy/varnish/default.vcl'), path.join(dir, 'edge.vcl'))
    fs.writeFileSync(path.join(dir, 'default.vcl'), testVcl(instances))
    varnishPort = await freePort()
    const args = ['-F', '-j', 'none', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${varnishPort}`, '-f', path.join(dir, 'default.vcl')]
    varnish = spawn(varnishd, [...args, '-p', `vcl_path=${dir}`, '-p', 'vcc_err_unref=off', '-s', 'malloc,16m'], { stdio: ['ignore', 'pipe', 'pipe'] })
    varnish.stdout?.on('data', (c: Buffer) => (varnishLog += c.toString()))
    varnish.stderr?.on('data', (c: Buffer) => (varnishLog += c.toString()))
    await untilVarnishAnswers(30_000)
  })

  afterAll(async () => {
    if (varnish && varnish.exitCode === null) {
      const exited = new Promise((resolve) => varnish!.once('exit', resolve))
      varnish.kill('SIGTERM')
      await exited
    }
    for (const instance of instances) instance.server.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('spreads requests over both app instances', async () => {
    await expect.poll(async () => new Set(await answeredBy(4)).size, { timeout: 20_000, interval: 200 }).toBe(2)
  })

  it('sends nothing to an instance whose readiness answers 503 (draining), and sends to it again once ready', async () => {
    instances[1].ready = false
    await expect.poll(async () => [...new Set(await answeredBy(6))], { timeout: 20_000, interval: 200 }).toEqual(['a'])
    instances[1].ready = true
    await expect.poll(async () => new Set(await answeredBy(4)).size, { timeout: 20_000, interval: 200 }).toBe(2)
  })

  it('takes a tag purge from the fleet’s network: the purged page is fetched again', async () => {
    const first = await send('GET', '/cars/x')
    const again = await send('GET', '/cars/x')
    expect(again).toMatchObject({ body: first.body, cache: 'HIT' })
    const purge = await send('PURGE', '/', { localAddress: '127.0.0.2', headers: { 'xkey-purge': 'car-1' } })
    expect(purge.status).toBe(200)
    const after = await send('GET', '/cars/x')
    expect(after.cache).toBe('MISS')
    expect(after.body).not.toBe(first.body)
  })

  it('refuses a purge from an address outside the fleet and the project’s purgers', async () => {
    expect((await send('PURGE', '/', { localAddress: '127.0.0.3', headers: { 'xkey-purge': 'car-1' } })).status).toBe(403)
    expect((await send('PURGE', '/', { localAddress: '127.0.0.2' })).status).toBe(400)
  })
})
