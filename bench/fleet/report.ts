/** The fleet benchmark's one table: each figure beside its target (issue 34 section 3) and the load average. */
import os from 'node:os'
import type { Generated } from './generate'
import { percentile } from './http'
import type { Instance } from './instances'
import type { LoadResult } from './load'
import type { EditResults } from './priceEdits'
import type { Prewarm } from './prewarm'
import type { SearchLatencies, Latency } from './searchLatency'

export type FleetFigures = {
  generated: Generated
  instances: Instance[]
  rssAfterStart: number[]
  rssAfterLoad: number[]
  urlSetSize: number
  sites: number
  search: SearchLatencies
  /** the cold edge's load */
  load: LoadResult
  /** the edge pre-warmed with every page of the URL set, then the same load (absent with FLEET_PREWARM=0) */
  warm?: { prewarm: Prewarm; load: LoadResult }
  edits: EditResults
  editSeconds: number
  connections: number
  warmup: number
}

const ms = (n: number) => (Number.isNaN(n) ? '–' : n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`)
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**')
const lat = (l: Latency) => `p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, max ${ms(l.max)} (${l.count})`

export function fleetReport(f: FleetFigures): string {
  const { generated: g, load, edits, search } = f
  const rows: Array<[string, string, string, string]> = []
  rows.push(['data generated', `${g.sites.toLocaleString('en')} sites, ${g.vehicles.toLocaleString('en')} cars: demo seed (Payload) ${g.seedSeconds.toFixed(0)} s + bulk SQL ${g.cloneSeconds.toFixed(1)} s (${g.rows.toLocaleString('en')} rows)`, '–', ''])
  f.instances.forEach((instance, i) => {
    rows.push([`instance ${i + 1} start`, `ready ${instance.readySeconds.toFixed(1)} s, embedded index loaded ${instance.indexSeconds.toFixed(1)} s`, '≤ 60 s', verdict(instance.indexSeconds <= 60)])
  })
  const rss = f.rssAfterStart.map((start, i) => Math.max(start, f.rssAfterLoad[i] ?? 0))
  rows.push(['resident memory per instance', rss.map((mb, i) => `#${i + 1} ${mb.toFixed(0)} MB (after start ${f.rssAfterStart[i]!.toFixed(0)}, after load ${f.rssAfterLoad[i]!.toFixed(0)})`).join('; '), '≤ 2,048 MB', verdict(Math.max(...rss) <= 2048)])
  rows.push(['search endpoint, embedded engine (new queries)', `${lat(search.engineHttp)}; engine's own time p50 ${ms(search.engineProcessing.p50)}, p95 ${ms(search.engineProcessing.p95)}`, 'p95 ≤ 10 ms', verdict(search.engineHttp.p95 <= 10)])
  rows.push(['search repeated through Varnish', `endpoint (POST, passed to the instance's front store) ${lat(search.edgePost)}; answer page /search/… ${lat(search.edgePage)}, ${search.edgePageHits}/${search.edgePage.count} edge hits; ${search.errors} search requests not answered 200`, 'p95 ≤ 10 ms', verdict(search.edgePost.p95 <= 10 && search.edgePage.p95 <= 10)])
  const edgeRows = (label: string, l: LoadResult, after: string) => {
    const asked = l.edge.hits + l.edge.misses + l.edge.passes
    const hitRatio = asked > 0 ? l.edge.hits / asked : 0
    rows.push([`page views ${label}, ${f.connections} connections, ${l.seconds} s ${after}`, `URL set ${f.urlSetSize.toLocaleString('en')} pages on ${f.sites} sites; ${l.requests.toLocaleString('en')} answers, ${l.rps.toFixed(0)} req/s, p50 ${ms(l.p50)}, p99 ${ms(l.p99)}`, '–', ''])
    rows.push([`edge hit ratio ${label}`, `${(hitRatio * 100).toFixed(2)} % (varnishstat: ${l.edge.hits} hits, ${l.edge.misses} misses, ${l.edge.passes} passes); X-Cache HIT on ${l.xCacheSeen ? ((l.xCacheHits / l.xCacheSeen) * 100).toFixed(2) : '–'} % of answers`, '≥ 99 %', verdict(hitRatio >= 0.99)])
    rows.push([`origin requests ${label}`, `${(l.edge.backendRequests / l.seconds).toFixed(1)} req/s (${l.edge.backendRequests} backend requests)`, '–', ''])
    const errors = l.errors + l.timeouts + l.non2xx
    rows.push([`errors ${label}`, `${l.errors} errors, ${l.timeouts} timeouts, ${l.non2xx} non-2xx`, '0', verdict(errors === 0)])
  }
  edgeRows('(cold edge)', load, `after ${f.warmup} s warm-up`)
  if (f.warm) {
    const p = f.warm.prewarm
    rows.push(['edge pre-warmed (every page of the URL set once)', `${p.idleSeconds !== undefined ? `after ${p.idleSeconds.toFixed(0)} s for the cold run's renders to finish, ` : ''}${p.pages.toLocaleString('en')} pages in ${p.seconds.toFixed(0)} s (${p.perSecond.toFixed(1)} pages/s, ${p.connections} at a time, a 5xx asked again up to 3 times); ${p.failed} failed; statuses ${JSON.stringify(p.statuses)}`, '–', ''])
    edgeRows('(warm edge)', f.warm.load, 'after the pre-warm, price edits meanwhile')
  }
  const t = edits.times
  rows.push([`price edits through the admin API${f.warm ? ' on the warm edge' : ''} (${t.length + edits.timedOut + edits.failed.length} in ${f.editSeconds.toFixed(0)} s)`, `save to new price at the edge p50 ${ms(percentile(t, 50))}, p95 ${ms(percentile(t, 95))}, max ${ms(t.length ? Math.max(...t) : NaN)}; ${edits.timedOut} never showed, ${edits.failed.length} saves failed`, 'p95 ≤ 1 s', verdict(t.length > 0 && percentile(t, 95) <= 1000 && edits.timedOut === 0 && edits.failed.length === 0)])
  rows.push(['stale prices after the purge', `${edits.stale} stale answers`, '0', verdict(edits.stale === 0)])
  const load1 = os.loadavg().map((n) => n.toFixed(2)).join(', ')
  const lines = ['| measure | figure | target | |', '|---|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)]
  if (edits.failed.length) lines.push('', `Failed saves: ${edits.failed.slice(0, 3).join('; ')}`)
  return `\n${lines.join('\n')}\n\nLoad average (1, 5, 15 min): ${load1} on ${os.cpus().length} CPUs · ${new Date().toISOString()}\n`
}
