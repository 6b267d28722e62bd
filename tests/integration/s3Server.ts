/**
 * A real S3 protocol server for the object storage tests, with one bucket: s3rver on a free port,
 * its files in a temporary folder (the default); or, for developers with Docker, a MinIO
 * container (tests/support/testServerChoice.ts: TEST_CONTAINERS, a Docker engine answering).
 * `stop()` closes it (s3rver: and its kept-alive connections, and removes the folder; MinIO: stops
 * the container), so nothing is left running or behind.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { startMinioContainer } from '../support/testContainers'
import { pickTestObjectStorage } from '../support/testServers'

export type TestS3Server = {
  endpoint: string
  bucket: string
  credentials: { accessKeyId: string; secretAccessKey: string }
  describe: string
  env: Record<string, string>
  stop: () => Promise<void>
}

const s3Env = (bucket: string, endpoint: string, credentials: TestS3Server['credentials']) => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
})

/** The S3 server this machine's tests use: a MinIO container or s3rver (the default). */
export async function startTestS3(bucket = 'dealer-test'): Promise<TestS3Server> {
  const choice = await pickTestObjectStorage()
  if (choice.kind === 's3rver') return startS3Server(bucket)
  const minio = await startMinioContainer(bucket)
  const credentials = { accessKeyId: minio.accessKeyId, secretAccessKey: minio.secretAccessKey }
  return { endpoint: minio.url, bucket, credentials, describe: minio.describe, env: s3Env(bucket, minio.url, credentials), stop: minio.stop }
}

async function startS3Server(bucket = 'dealer-test'): Promise<TestS3Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver's own credentials; path-style follows from the endpoint.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  return {
    endpoint,
    bucket,
    credentials,
    describe: `s3rver on port ${port} (${dir})`,
    env: s3Env(bucket, endpoint, credentials),
    stop: async () => {
      server.httpServer?.closeAllConnections()
      await server.close().catch(() => undefined)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
