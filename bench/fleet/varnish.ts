/**
 * Varnish in front of the fleet's instances: the committed VCL (deploy/varnish/default.vcl) with
 * its one `app` backend replaced by one backend per instance behind a round-robin director, run
 * as `varnishd -F` in a working directory of its own (deleted on stop). `stats()` reads the
 * counters (varnishstat) the edge hit ratio and the origin request rate come from.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stopProcessGroup } from '../../scripts/lib/stopProcessGroup'
import { request, sleep } from './http'

const VARNISHD = process.env.VARNISHD || '/usr/sbin/varnishd'
const VARNISHSTAT = process.env.VARNISHSTAT || '/usr/bin/varnishstat'
const PROBE_TIMEOUT = process.env.FLEET_PROBE_TIMEOUT || '10s'

export type Varnish = { port: number; origin: string; stats: () => VarnishStats; stop: () => Promise<void> }
export type VarnishStats = { hits: number; misses: number; passes: number; backendRequests: number; requests: number }

/** The committed VCL with `backends` (ports on 127.0.0.1) in a round robin. */
function fleetVcl(vcl: string, ports: number[]): string {
  const backendBlock = /backend app \{[\s\S]*?\n\}\n/
  const template = backendBlock.exec(vcl)?.[0]
  if (!template) throw new Error('deploy/varnish/default.vcl has no `backend app { … }` block to replace')
  // The probe's timeout is PROBE_TIMEOUT (10 s, not the committed 2 s): on a shared 2-core machine under the
  // load a liveness answer takes seconds, and a backend marked sick turns every miss into a 503.
  const backends = ports
    .map((port, i) => template.replace('backend app', `backend app${i + 1}`).replace(/\.port = "\d+";/, `.port = "${port}";`).replace(/(\.probe = \{[\s\S]*?\.timeout = )\d+s;/, `$1${PROBE_TIMEOUT};`))
    .join('\n')
  const director = `sub vcl_init {\n  new fleet = directors.round_robin();\n${ports.map((_, i) => `  fleet.add_backend(app${i + 1});`).join('\n')}\n}\n\nsub vcl_recv {\n  set req.backend_hint = fleet.backend();\n}\n`
  return vcl.replace('import xkey;', 'import xkey;\nimport directors;').replace(backendBlock, `${backends}\n${director}`)
}

export async function startVarnish(options: { port: number; backends: number[]; memoryMb?: number }): Promise<Varnish> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-fleet-varnish-'))
  fs.chmodSync(work, 0o755) // varnishd reads the VCL after dropping its privileges
  const vclFile = path.join(work, 'fleet.vcl')
  fs.writeFileSync(vclFile, fleetVcl(fs.readFileSync('deploy/varnish/default.vcl', 'utf8'), options.backends))
  const child: ChildProcess = spawn(VARNISHD, ['-F', '-n', work, '-a', `127.0.0.1:${options.port}`, '-f', vclFile, '-s', `malloc,${options.memoryMb ?? 1024}m`, '-p', 'thread_pool_min=50'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  child.stdout!.on('data', (c: Buffer) => log.push(c.toString()))
  child.stderr!.on('data', (c: Buffer) => log.push(c.toString()))
  const origin = `http://127.0.0.1:${options.port}`
  const stop = async () => {
    await stopProcessGroup(child, 10_000)
    fs.rmSync(work, { recursive: true, force: true })
  }
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) break
    if (await request(origin, '/api/health/live', { timeoutMs: 2000 }).then(() => true, () => false)) break
    await sleep(250)
  }
  if (child.exitCode !== null) {
    await stop()
    throw new Error(`varnishd exited: ${log.join('').slice(-2000)}`)
  }
  const stats = (): VarnishStats => {
    const json = JSON.parse(execFileSync(VARNISHSTAT, ['-n', work, '-1', '-j'], { encoding: 'utf8' })) as { counters?: Record<string, { value: number }> } & Record<string, { value: number }>
    const counters = json.counters ?? json
    const value = (name: string) => counters[name]?.value ?? 0
    return { hits: value('MAIN.cache_hit'), misses: value('MAIN.cache_miss'), passes: value('MAIN.s_pass'), backendRequests: value('MAIN.backend_req'), requests: value('MAIN.client_req') }
  }
  return { port: options.port, origin, stats, stop }
}
