/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on each shopper
 * page kind of the production build, several runs each, medians reported: on a shared machine one
 * run's first paint can be 170 ms and the next 1.3 s, so a single run's TBT and LCP swing by 2x.
 *
 * Needs a production build (`npm run build`); it builds nothing itself. It starts the server the
 * way bench:pages does (scripts/lib/benchServer.ts: `npm start`'s code path on a throw-away seeded
 * PostgreSQL), requests every page once (server caches, the image optimiser's first resizes),
 * then runs `npx -y lighthouse@12` LH_RUNS times per page, one run at a time, and prints a
 * markdown table of medians with the issue's targets (performance ≥ 95, TBT ≤ 150 ms,
 * CLS ≤ 0.02), the load average before and after, the build id and the git commit. The JSON
 * reports are kept in a temporary directory (its path is printed); the server and the database
 * are stopped and deleted on exit, Ctrl-C included.
 *
 *   npm run bench:lighthouse                      # 5 runs per page
 *   LH_RUNS=3 LH_ONLY=home,car npm run bench:lighthouse
 *
 * Environment: LH_RUNS (default 5), LH_ONLY (comma list of page keys: home, cars, car, location),
 * CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (default: a free port from 3900),
 * BENCH_DATABASE_URL / TEST_DATABASE_URL, TEST_PG_FIRST_PORT (embedded database port search).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { aCarPath, cleanup, cleanupOnSignals, get, onCleanup, productionBuildId, runBench, send, startBenchServer } from './lib/benchServer'
import { stopProcessGroup } from './lib/stopProcessGroup'
import { formatTable, median, readReport, summarise, TARGETS, type PageSummary, type RunFigures } from './lib/lighthouseSummary'

const RUNS = Math.max(1, Number(process.env.LH_RUNS || 5))
const ONLY = process.env.LH_ONLY ? new Set(process.env.LH_ONLY.split(',').map((s) => s.trim())) : null
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const SITE = 'sunshine-toyota'
const RUN_TIMEOUT_MS = 300_000
/** At most this many optimised-image URLs are requested per page during the warm-up. */
const WARM_IMAGES = 60

type Page = { key: string; label: string; path: string }

// ── Lighthouse process ─────────────────────────────────────────────────────────────────────
let lighthouse: ChildProcess | undefined

/**
 * Stops a Lighthouse run: SIGINT to its process group (npx, npm, Lighthouse), on which
 * Lighthouse's chrome-launcher kills the Chromium it started (Chromium has a group of its own);
 * SIGKILL to the group if it is still there after 10 s.
 */
async function stopLighthouse(): Promise<void> {
  const child = lighthouse
  lighthouse = undefined
  if (child) await stopProcessGroup(child, 10_000, 'SIGINT')
}

cleanupOnSignals()
onCleanup(stopLighthouse)

/** One Lighthouse run; resolves with the report's figures, rejects when the run failed. */
function runLighthouse(url: string, reportPath: string): Promise<RunFigures> {
  const args = [
    '-y',
    'lighthouse@12',
    url,
    `--chrome-path=${CHROMIUM}`,
    '--chrome-flags=--headless=new --no-sandbox --host-resolver-rules="MAP *.localhost 127.0.0.1"',
    '--form-factor=mobile',
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
  ]
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    lighthouse = child
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
    }
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    const timer = setTimeout(() => {
      output += `\n(no result within ${RUN_TIMEOUT_MS / 1000} s: stopped)`
      void stopLighthouse()
    }, RUN_TIMEOUT_MS)
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (lighthouse === child) lighthouse = undefined
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code ?? signal}: ${output.trim().split('\n').slice(-5).join(' | ')}`))
      try {
        resolve(readReport(JSON.parse(fs.readFileSync(reportPath, 'utf8'))))
      } catch (error) {
        reject(error)
      }
    })
  })
}

// ── warm-up ────────────────────────────────────────────────────────────────────────────────
/** The optimised-image URLs (`/_next/image?…`) of a page's HTML: src, srcset and imagesrcset. */
function optimisedImages(html: string): string[] {
  const found = new Set<string>()
  for (const [, value] of html.matchAll(/\s(?:src|srcset|imagesrcset|imageSrcSet)="([^"]*\/_next\/image[^"]*)"/gi)) {
    for (const candidate of value.split(/,\s+/)) {
      const url = candidate.trim().split(/\s+/)[0].replace(/&amp;/g, '&')
      if (url.startsWith('/_next/image')) found.add(url)
    }
  }
  return [...found].slice(0, WARM_IMAGES)
}

/** Requests the page and the optimised images it references (a few at a time). */
async function warm(origin: string, host: string, page: Page): Promise<string> {
  const started = Date.now()
  const html = await get(origin, host, page.path)
  const images = optimisedImages(html)
  const queue = [...images]
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) await send(origin, host, url).catch(() => undefined)
    }),
  )
  return `${page.key} ${((Date.now() - started) / 1000).toFixed(1)} s (${images.length} images)`
}

// ── report ─────────────────────────────────────────────────────────────────────────────────
const loadavg = () => os.loadavg().map((n) => n.toFixed(2)).join(', ')

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim()
    return changed ? `${commit} (working tree has uncommitted changes)` : commit
  } catch {
    return 'unknown'
  }
}

function describeRun(figures: RunFigures): string {
  return `performance ${figures.performance}, TBT ${Math.round(figures.tbtMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, FCP ${Math.round(figures.fcpMs)} ms, CLS ${figures.cls.toFixed(3)}, accessibility ${figures.accessibility}`
}

async function main() {
  const buildId = productionBuildId('bench:lighthouse')
  if (!buildId) {
    process.exitCode = 1
    return
  }
  const commit = gitCommit()
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-lighthouse-reports-'))
  console.log(`• Lighthouse JSON reports go to ${reports} (kept)`)

  try {
    const { origin, host, port } = await startBenchServer('bench:lighthouse', SITE)
    const carPath = await aCarPath(origin, host)
    const all: Page[] = [
      { key: 'home', label: 'home `/`', path: '/' },
      { key: 'cars', label: '`/cars`', path: '/cars' },
      { key: 'car', label: `car \`${carPath}\``, path: carPath },
      { key: 'location', label: 'location `/contact-us/sunshine-toyota-sales`', path: '/contact-us/sunshine-toyota-sales' },
    ]
    const pages = ONLY ? all.filter((p) => ONLY.has(p.key)) : all
    if (pages.length === 0) throw new Error(`LH_ONLY names no page kind: use ${all.map((p) => p.key).join(', ')}`)

    const warmed: string[] = []
    for (const page of pages) warmed.push(await warm(origin, host, page))
    console.log(`• Warmed up: ${warmed.join(', ')}`)

    const loadBefore = loadavg()
    const started = Date.now()
    const summaries: Array<PageSummary & { label: string }> = []
    const benchmarkIndexes: number[] = []
    for (const page of pages) {
      const url = `http://${SITE}.localhost:${port}${page.path}`
      const runs: RunFigures[] = []
      for (let i = 1; i <= RUNS; i++) {
        const reportPath = path.join(reports, `${page.key}-${i}.json`)
        const t = Date.now()
        process.stdout.write(`• ${page.key} run ${i}/${RUNS}: `)
        try {
          const figures = await runLighthouse(url, reportPath)
          runs.push(figures)
          if (figures.benchmarkIndex !== undefined) benchmarkIndexes.push(figures.benchmarkIndex)
          console.log(`${describeRun(figures)} (${((Date.now() - t) / 1000).toFixed(1)} s)`)
        } catch (error) {
          console.log(`failed: ${error instanceof Error ? error.message : error}`)
        }
      }
      summaries.push({ ...summarise(page.key, runs, RUNS), label: page.label })
    }
    const loadAfter = loadavg()

    console.log(`\n${formatTable(summaries)}\n`)
    console.log(`Medians of ${RUNS} Lighthouse 12 run(s) per page (mobile, default simulated throttling) on site ${SITE}, one run at a time.`)
    console.log(`Targets (issue): performance ≥ ${TARGETS.performance}, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, judged on the medians.`)
    console.log(`Load average (1, 5, 15 min) on ${os.cpus().length} CPUs: before ${loadBefore} · after ${loadAfter} · ${((Date.now() - started) / 60_000).toFixed(1)} min of runs`)
    if (benchmarkIndexes.length) console.log(`Lighthouse CPU benchmarkIndex (median, higher is faster): ${Math.round(median(benchmarkIndexes))}`)
    console.log(`Build ${buildId} · git ${commit} · ${new Date().toISOString()}`)
    console.log(`Lighthouse JSON reports: ${reports}`)
    if (summaries.some((s) => s.runs === 0)) process.exitCode = 1
  } finally {
    await cleanup()
  }
}

runBench(main)
