/**
 * The compose files (issue 34), read as data: no Docker engine runs them on the machines this
 * project is built on, so their structure is checked against the settings the code reads.
 * docker-compose.yml stays the single container (its `media` volume at the default media folder);
 * docker-compose.fleet.yml is PostgreSQL, MinIO, two app instances and Varnish.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MEDIA_DIR } from '@/uploads/mediaDir'
import { objectStorageSettings } from '@/uploads/objectStorage'
import { parseTrustedProxies } from '@/security/trustedProxies'
import { edgePurgeAdapterFrom } from '@/edge/purge/fromEnv'
import { MINIO_IMAGE, POSTGRES_IMAGE } from '../../support/testContainers'

const root = path.resolve(__dirname, '../../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

type Service = {
  image?: string
  build?: string
  command?: string[]
  environment?: Record<string, string | number>
  volumes?: string[]
  ports?: string[]
  depends_on?: Record<string, { condition: string }>
  networks?: string[] | Record<string, { ipv4_address?: string }>
}
type ComposeFile = { services: Record<string, Service>; volumes?: Record<string, unknown>; networks?: Record<string, { ipam: { config: Array<{ subnet: string }> } }> }

const compose = (file: string) => parse(read(file), { merge: true }) as ComposeFile

/** A value as `docker compose` passes it with no variables set: `${NAME:-default}` → default. */
const interpolate = (value: string | number) => String(value).replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')
const envOf = (service: Service) => Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(v)]))

/** The app's working directory in the image's run stage (the Dockerfile's last WORKDIR). */
const workdir = [...read('Dockerfile').matchAll(/^WORKDIR\s+(\S+)/gm)].at(-1)![1]

/** Source the settings are read in. */
const codeText = ['src', 'scripts', 'seed', 'collections']
  .flatMap((dir) => (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).map((f) => path.join(dir, f)))
  .concat(['payload.config.ts', 'next.config.ts'])
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f))
  .map(read)
  .join('\n')
const readByCode = (name: string) => new RegExp(`\\b${name}\\b`).test(codeText)
const readme = read('README.md')
const documented = (name: string) => readme.includes(`\`${name}\``)

function databaseMatches(env: Record<string, string>, db: Service) {
  const url = new URL(env.DATABASE_URL)
  const dbEnv = envOf(db)
  expect(url.hostname).toBe('db')
  expect([url.username, url.password, url.pathname.slice(1)]).toEqual([dbEnv.POSTGRES_USER, dbEnv.POSTGRES_PASSWORD, dbEnv.POSTGRES_DB])
}

describe('docker-compose.yml: the single container', () => {
  const file = compose('docker-compose.yml')
  const app = file.services.app

  it('is PostgreSQL plus one app, on local disk and Next’s own cache', () => {
    expect(Object.keys(file.services).sort()).toEqual(['app', 'db'])
    databaseMatches(envOf(app), file.services.db)
    expect(envOf(app).S3_BUCKET).toBeUndefined()
    expect(envOf(app).CACHE_SHARED).toBeUndefined()
  })

  it('keeps uploaded images in its media volume, mounted at the default media folder', () => {
    expect(app.volumes).toContain(`media:${path.posix.join(workdir, DEFAULT_MEDIA_DIR)}`)
    expect(file.volumes).toHaveProperty('media')
  })
})

describe('docker-compose.fleet.yml: the fleet', () => {
  const file = compose('docker-compose.fleet.yml')
  const { db, minio, varnish } = file.services
  const appServices = ['app-a', 'app-b'].map((name) => file.services[name])
  const env = envOf(file.services['app-a'])

  it('is PostgreSQL, MinIO with its bucket step, a database step, two app instances and Varnish', () => {
    expect(Object.keys(file.services).sort()).toEqual(['app-a', 'app-b', 'db', 'minio', 'minio-bucket', 'prepare', 'varnish'])
    expect(db.image).toBe(POSTGRES_IMAGE)
    expect(minio.image).toBe(MINIO_IMAGE)
    expect(varnish.image).toMatch(/^varnish:7\./)
  })

  it('runs one image, built once, with one environment, in the database step and both instances', () => {
    for (const name of ['prepare', 'app-a', 'app-b']) {
      expect(file.services[name].image).toBe('dealer-platform:fleet')
      expect(envOf(file.services[name])).toEqual(env)
    }
    expect(Object.entries(file.services).filter(([, service]) => service.build).map(([name]) => name)).toEqual(['prepare'])
    expect(file.services.prepare.command).toEqual(['node', '--import', 'tsx', 'scripts/prepare-database.ts'])
    for (const app of appServices) expect(app.depends_on?.prepare).toEqual({ condition: 'service_completed_successfully' })
  })

  it('shares the database and the page cache: DATABASE_URL on the db service, CACHE_SHARED=postgres', () => {
    databaseMatches(env, db)
    expect(env.CACHE_SHARED).toBe('postgres')
    expect(read('next.config.ts')).toContain("process.env.CACHE_SHARED === 'postgres'")
  })

  it('keeps files in the MinIO bucket that the bucket step creates, with MinIO’s own credentials', () => {
    const storage = objectStorageSettings(env)
    const minioEnv = envOf(minio)
    expect(storage).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true })
    expect(storage?.credentials).toEqual({ accessKeyId: minioEnv.MINIO_ROOT_USER, secretAccessKey: minioEnv.MINIO_ROOT_PASSWORD })
    expect(file.services['minio-bucket'].command?.join(' ')).toContain(`mc mb --ignore-existing fleet/${storage?.bucket}`)
    expect(file.volumes).not.toHaveProperty('media')
  })

  it('puts Varnish in front with the project’s VCL, purged by the instances and the only proxy they trust', () => {
    expect(varnish.volumes).toEqual(['./deploy/varnish/fleet.vcl:/etc/varnish/default.vcl:ro', './deploy/varnish/default.vcl:/etc/varnish/edge.vcl:ro'])
    for (const file of ['deploy/varnish/fleet.vcl', 'deploy/varnish/default.vcl']) expect(fs.existsSync(path.join(root, file))).toBe(true)
    expect(varnish.command).toEqual(expect.arrayContaining(['-f', '/etc/varnish/default.vcl', '-a', 'http=:8080,HTTP', '-p', 'vcc_err_unref=off']))
    expect(varnish.ports).toEqual(['8080:8080'])
    expect(Object.keys(varnish.depends_on ?? {}).sort()).toEqual(['app-a', 'app-b'])
    expect(edgePurgeAdapterFrom(env)?.name).toBe('Varnish')
    expect(new URL(env.EDGE_PURGE_VARNISH_URLS).host).toBe('varnish:8080')
    const varnishAddress = (varnish.networks as Record<string, { ipv4_address: string }>).fleet.ipv4_address
    const subnet = file.networks!.fleet.ipam.config[0].subnet
    expect(parseTrustedProxies(subnet).has(varnishAddress)).toBe(true)
    expect(parseTrustedProxies(env.TRUSTED_PROXIES).has(varnishAddress)).toBe(true)
    expect(parseTrustedProxies(env.TRUSTED_PROXIES).size).toBe(1)
  })

  it('names both instances as Varnish backends and lets their network purge (deploy/varnish/fleet.vcl)', () => {
    const vcl = read('deploy/varnish/fleet.vcl')
    const backends = [...vcl.matchAll(/\.host = "([^"]+)";\s*\.port = "(\d+)";/g)].map(([, host, port]) => `${host}:${port}`)
    expect(backends).toEqual([`app-a:${env.PORT}`, `app-b:${env.PORT}`])
    const [address, bits] = file.networks!.fleet.ipam.config[0].subnet.split('/')
    expect(vcl).toContain(`"${address}"/${bits};`)
    expect(vcl).toMatch(/include "edge\.vcl";\s*$/)
  })

  it('sets only settings the code reads and README documents', () => {
    const unknown = Object.keys(env).filter((name) => !readByCode(name))
    const undocumented = Object.keys(env).filter((name) => !documented(name))
    expect({ unknown, undocumented }).toEqual({ unknown: [], undocumented: [] })
  })
})
