/**
 * A real S3 protocol server for the object storage tests: s3rver on a free port, its files in a
 * temporary folder, one bucket. `stop()` closes it (and its kept-alive connections) and removes
 * the folder, so nothing is left running or behind.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export type TestS3Server = { endpoint: string; bucket: string; dir: string; env: Record<string, string>; stop: () => Promise<void> }

export async function startS3Server(bucket = 'dealer-test'): Promise<TestS3Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    dir,
    // s3rver's own credentials; path-style follows from the endpoint.
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    stop: async () => {
      server.httpServer?.closeAllConnections()
      await server.close().catch(() => undefined)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
