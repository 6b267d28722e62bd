/**
 * The integration tests' servers as chosen for this machine: the Docker ping (only when the
 * choice depends on it) plus the pure rules of tests/support/testServerChoice.ts.
 */
import { dockerAnswers } from './dockerPing'
import {
  chooseTestDatabase,
  chooseTestObjectStorage,
  dockerEndpoint,
  dockerPingMs,
  needsDockerPing,
  type DatabaseChoice,
  type ObjectStorageChoice,
  type TestServerEnv,
} from './testServerChoice'

async function dockerAnswered(env: TestServerEnv, servers: 'database' | 'object-storage'): Promise<boolean> {
  return needsDockerPing(env, servers) ? dockerAnswers(dockerEndpoint(env), dockerPingMs(env)) : false
}

export async function pickTestDatabase(env: TestServerEnv = process.env): Promise<DatabaseChoice> {
  return chooseTestDatabase(env, await dockerAnswered(env, 'database'))
}

export async function pickTestObjectStorage(env: TestServerEnv = process.env): Promise<ObjectStorageChoice> {
  return chooseTestObjectStorage(env, await dockerAnswered(env, 'object-storage'))
}
