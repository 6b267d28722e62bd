/**
 * Which servers the integration tests run against (pure, no I/O; the Docker ping is
 * tests/support/dockerPing.ts, the containers tests/support/testContainers.ts).
 *
 * PostgreSQL: TEST_DATABASE_URL given → a fresh database on that server; else, when containers
 * are wanted (TEST_CONTAINERS=on, or unset/auto and a Docker engine answered the ping) → a
 * PostgreSQL container (testcontainers); else → the embedded PostgreSQL (the default, and the
 * only path run on the machines this project is built on: they have no Docker engine).
 * Object storage (the storage tests): a MinIO container under the same rule, else s3rver.
 *
 * TEST_CONTAINERS: `auto` (default: containers when a Docker engine answers), `off` (never),
 * `on` (always: no ping, testcontainers finds the engine itself and a missing one is an error).
 */

export type TestContainersMode = 'auto' | 'on' | 'off'

export type TestServerEnv = Readonly<Record<string, string | undefined>>

/** Where the ping asks whether a Docker engine is there. */
export type DockerEndpoint = { socketPath: string } | { url: string }

export type DatabaseChoice = { kind: 'given-server'; adminUrl: string } | { kind: 'container' } | { kind: 'embedded' }

export type ObjectStorageChoice = { kind: 'container' } | { kind: 's3rver' }

/** The default Docker socket on Linux and in Docker Desktop's Linux VM. */
const DEFAULT_DOCKER_SOCKET = '/var/run/docker.sock'

/** TEST_CONTAINERS_PING_MS: how long the ping waits for a Docker engine's answer, default 1000 ms. */
export const DEFAULT_DOCKER_PING_MS = 1000

export function testContainersMode(env: TestServerEnv): TestContainersMode {
  const value = (env.TEST_CONTAINERS ?? '').trim().toLowerCase()
  if (value === '' || value === 'auto') return 'auto'
  if (value === 'on' || value === 'off') return value
  throw new Error(`TEST_CONTAINERS must be auto, on or off, not "${env.TEST_CONTAINERS}".`)
}

export function dockerPingMs(env: TestServerEnv): number {
  const n = Math.floor(Number(env.TEST_CONTAINERS_PING_MS))
  return n >= 50 && n <= 60_000 ? n : DEFAULT_DOCKER_PING_MS
}

/**
 * The engine named by DOCKER_HOST (`unix:///path` or `tcp://host:port`), else the default socket.
 * A TLS engine (`DOCKER_TLS_VERIFY`) or any other scheme is not pinged (null): use TEST_CONTAINERS=on.
 */
export function dockerEndpoint(env: TestServerEnv): DockerEndpoint | null {
  const host = env.DOCKER_HOST?.trim()
  if (!host) return { socketPath: DEFAULT_DOCKER_SOCKET }
  if (host.startsWith('unix://')) return { socketPath: host.slice('unix://'.length) }
  if (host.startsWith('tcp://') && !env.DOCKER_TLS_VERIFY) return { url: `http://${host.slice('tcp://'.length).replace(/\/+$/, '')}` }
  return null
}

/** Whether the choice for these settings depends on a Docker ping (so the ping is skipped when it cannot matter). */
export function needsDockerPing(env: TestServerEnv, servers: 'database' | 'object-storage'): boolean {
  if (servers === 'database' && env.TEST_DATABASE_URL?.trim()) return false
  return testContainersMode(env) === 'auto'
}

/** `dockerAnswered`: the ping's result, or false when it was not asked (see needsDockerPing). */
export function chooseTestDatabase(env: TestServerEnv, dockerAnswered: boolean): DatabaseChoice {
  const adminUrl = env.TEST_DATABASE_URL?.trim()
  if (adminUrl) return { kind: 'given-server', adminUrl }
  return containersChosen(env, dockerAnswered) ? { kind: 'container' } : { kind: 'embedded' }
}

export function chooseTestObjectStorage(env: TestServerEnv, dockerAnswered: boolean): ObjectStorageChoice {
  return containersChosen(env, dockerAnswered) ? { kind: 'container' } : { kind: 's3rver' }
}

function containersChosen(env: TestServerEnv, dockerAnswered: boolean): boolean {
  const mode = testContainersMode(env)
  return mode === 'on' || (mode === 'auto' && dockerAnswered)
}
