/**
 * The fleet's data, generated once per scale and reused: the demo seed through Payload (once, kept
 * as a template under .data/fleet/template and copied for each scale), then the bulk SQL copy
 * (cloneFleet.ts) to 1,000 sites and the asked number of cars. `generated.json` in the scale's
 * directory records what was made and how long each part took; its presence means "ready".
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { cloneFleet, type CloneCounts } from './cloneFleet'
import { fleetDir, startFleetStack, type FleetStack } from './stack'

const FLEET_SITES = 1000
export const FLEET_SECRET = 'fleet-bench-secret'

export type Generated = { sites: number; vehicles: number; seedSeconds: number; cloneSeconds: number; rows: number; at: string }

const markerFile = (dir: string) => path.join(dir, 'generated.json')

function readGenerated(vehicles: number): Generated | undefined {
  const file = markerFile(fleetDir(vehicles))
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Generated) : undefined
}

function runSeed(stack: FleetStack): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/fleet/seedTemplate.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...stack.s3Env, DATABASE_URL: stack.databaseUrl, PAYLOAD_SECRET: FLEET_SECRET, NODE_ENV: 'production' },
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The demo seed exited with ${code}`))))
  })
}

/** The seeded template (demo seed only): made once, its seconds kept in template.json. */
async function ensureTemplate(ports: { pgPort: number; s3Port: number }): Promise<number> {
  const dir = path.resolve('.data/fleet/template')
  const marker = path.join(dir, 'template.json')
  if (fs.existsSync(marker)) return (JSON.parse(fs.readFileSync(marker, 'utf8')) as { seedSeconds: number }).seedSeconds
  fs.rmSync(dir, { recursive: true, force: true })
  const stack = await startFleetStack({ vehicles: 0, ...ports, dir })
  const started = Date.now()
  try {
    console.log('• Demo seed through Payload (the template every fleet site is copied from)')
    await runSeed(stack)
  } finally {
    await stack.stop()
  }
  const seedSeconds = (Date.now() - started) / 1000
  fs.writeFileSync(marker, JSON.stringify({ seedSeconds }))
  return seedSeconds
}

/** The scale's database and object store, generated when missing; returns what generated.json says. */
export async function ensureFleet(vehicles: number, ports: { pgPort: number; s3Port: number }): Promise<Generated> {
  const ready = readGenerated(vehicles)
  if (ready) return ready
  const seedSeconds = await ensureTemplate(ports)
  const dir = fleetDir(vehicles)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  // cp -a: the cluster's files keep their owner (embedded PostgreSQL runs as its own user under root).
  execFileSync('cp', ['-a', path.resolve('.data/fleet/template'), dir])
  fs.rmSync(path.join(dir, 'template.json'), { force: true })
  const stack = await startFleetStack({ vehicles, ...ports })
  let counts: CloneCounts
  const started = Date.now()
  try {
    console.log(`• Bulk SQL: ${FLEET_SITES} sites, ${vehicles.toLocaleString('en')} cars`)
    const client = new pg.Client({ connectionString: stack.databaseUrl })
    await client.connect()
    try {
      counts = await cloneFleet(client, { totalSites: FLEET_SITES, totalVehicles: vehicles, templateSlug: 'sunshine-toyota' })
    } finally {
      await client.end()
    }
  } finally {
    await stack.stop()
  }
  const generated: Generated = { sites: FLEET_SITES, vehicles, seedSeconds, cloneSeconds: (Date.now() - started) / 1000, rows: counts.rows, at: new Date().toISOString() }
  fs.writeFileSync(markerFile(dir), JSON.stringify(generated, null, 2))
  return generated
}
