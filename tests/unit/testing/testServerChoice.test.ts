/**
 * Which servers the integration tests use (issue 34): TEST_DATABASE_URL's server when given, a
 * container when a Docker engine answers (or TEST_CONTAINERS=on), else the embedded PostgreSQL and
 * s3rver, which stay the default on machines without Docker.
 */
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DOCKER_PING_MS,
  chooseTestDatabase,
  chooseTestObjectStorage,
  dockerEndpoint,
  dockerPingMs,
  needsDockerPing,
  testContainersMode,
} from '../../support/testServerChoice'

describe('the integration tests’ database', () => {
  it('is a fresh database on TEST_DATABASE_URL’s server when given, whatever Docker says', () => {
    const env = { TEST_DATABASE_URL: 'postgres://u:p@db.example:5432/postgres', TEST_CONTAINERS: 'on' }
    expect(chooseTestDatabase(env, true)).toEqual({ kind: 'given-server', adminUrl: 'postgres://u:p@db.example:5432/postgres' })
    expect(needsDockerPing(env, 'database')).toBe(false)
  })

  it('is a PostgreSQL container when a Docker engine answers and TEST_CONTAINERS is unset or auto', () => {
    expect(chooseTestDatabase({}, true)).toEqual({ kind: 'container' })
    expect(chooseTestDatabase({ TEST_CONTAINERS: 'auto' }, true)).toEqual({ kind: 'container' })
    expect(needsDockerPing({}, 'database')).toBe(true)
  })

  it('stays the embedded PostgreSQL when no Docker engine answers (this machine’s path)', () => {
    expect(chooseTestDatabase({}, false)).toEqual({ kind: 'embedded' })
    expect(chooseTestDatabase({ TEST_DATABASE_URL: '  ' }, false)).toEqual({ kind: 'embedded' })
  })

  it('stays embedded with TEST_CONTAINERS=off even when Docker answers, without asking it', () => {
    expect(chooseTestDatabase({ TEST_CONTAINERS: 'off' }, true)).toEqual({ kind: 'embedded' })
    expect(needsDockerPing({ TEST_CONTAINERS: 'off' }, 'database')).toBe(false)
  })

  it('is a container with TEST_CONTAINERS=on without a ping (testcontainers finds the engine itself)', () => {
    expect(chooseTestDatabase({ TEST_CONTAINERS: 'ON' }, false)).toEqual({ kind: 'container' })
    expect(needsDockerPing({ TEST_CONTAINERS: 'on' }, 'database')).toBe(false)
  })

  it('refuses a TEST_CONTAINERS value it does not know, naming the ones it does', () => {
    expect(() => testContainersMode({ TEST_CONTAINERS: 'yes' })).toThrow('TEST_CONTAINERS must be auto, on or off, not "yes".')
  })
})

describe('the object storage tests’ S3 server', () => {
  it('is a MinIO container when a Docker engine answers, else s3rver', () => {
    expect(chooseTestObjectStorage({}, true)).toEqual({ kind: 'container' })
    expect(chooseTestObjectStorage({}, false)).toEqual({ kind: 's3rver' })
  })

  it('follows TEST_CONTAINERS=off and =on, and TEST_DATABASE_URL does not decide it', () => {
    expect(chooseTestObjectStorage({ TEST_CONTAINERS: 'off' }, true)).toEqual({ kind: 's3rver' })
    expect(chooseTestObjectStorage({ TEST_CONTAINERS: 'on' }, false)).toEqual({ kind: 'container' })
    expect(needsDockerPing({ TEST_DATABASE_URL: 'postgres://x/y' }, 'object-storage')).toBe(true)
  })
})

describe('where the Docker ping asks, and for how long', () => {
  it('asks the default socket without DOCKER_HOST, and DOCKER_HOST’s socket or tcp address with it', () => {
    expect(dockerEndpoint({})).toEqual({ socketPath: '/var/run/docker.sock' })
    expect(dockerEndpoint({ DOCKER_HOST: 'unix:///run/user/1000/docker.sock' })).toEqual({ socketPath: '/run/user/1000/docker.sock' })
    expect(dockerEndpoint({ DOCKER_HOST: 'tcp://10.0.0.5:2375/' })).toEqual({ url: 'http://10.0.0.5:2375' })
  })

  it('does not ping a TLS engine or another scheme (answers no: TEST_CONTAINERS=on uses it)', () => {
    expect(dockerEndpoint({ DOCKER_HOST: 'tcp://10.0.0.5:2376', DOCKER_TLS_VERIFY: '1' })).toBeNull()
    expect(dockerEndpoint({ DOCKER_HOST: 'ssh://me@host' })).toBeNull()
  })

  it('waits TEST_CONTAINERS_PING_MS, 1000 ms unless set to a sane value', () => {
    expect(dockerPingMs({})).toBe(DEFAULT_DOCKER_PING_MS)
    expect(DEFAULT_DOCKER_PING_MS).toBe(1000)
    expect(dockerPingMs({ TEST_CONTAINERS_PING_MS: '250' })).toBe(250)
    expect(dockerPingMs({ TEST_CONTAINERS_PING_MS: 'soon' })).toBe(1000)
    expect(dockerPingMs({ TEST_CONTAINERS_PING_MS: '0' })).toBe(1000)
  })
})
