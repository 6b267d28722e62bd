/**
 * The container servers for developers with Docker (tests/support/testServerChoice.ts decides
 * when): PostgreSQL and MinIO through testcontainers, the same images as docker-compose.fleet.yml.
 * testcontainers is imported only here, and only on that path, so the default path (embedded
 * PostgreSQL, s3rver) never loads it. Not run on the machines this project is built on (no Docker).
 */
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'

/** Kept equal to docker-compose.fleet.yml's images (tests/unit/deploy/composeFiles.test.ts). */
export const POSTGRES_IMAGE = 'postgres:17'
export const MINIO_IMAGE = 'minio/minio:RELEASE.2024-12-13T22-19-12Z'

export type ContainerServer = { url: string; describe: string; stop: () => Promise<void> }

/** A container that will not start says which server it was for and how to do without it. */
async function started<T>(what: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`The ${what} container did not start (${reason}). Without Docker, run with TEST_CONTAINERS=off (embedded servers).`, { cause: error })
  }
}

/** A PostgreSQL container with database `name`; `url` connects to it. */
export async function startPostgresContainer(name: string): Promise<ContainerServer> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
  const container = await started('PostgreSQL', () => new PostgreSqlContainer(POSTGRES_IMAGE).withDatabase(name).start())
  return {
    url: container.getConnectionUri(),
    describe: `PostgreSQL container ${container.getId().slice(0, 12)} (${POSTGRES_IMAGE}) on port ${container.getPort()}`,
    stop: async () => void (await container.stop()),
  }
}

export type MinioServer = ContainerServer & { accessKeyId: string; secretAccessKey: string }

/** A MinIO container with `bucket` created (private, as the app expects). */
export async function startMinioContainer(bucket: string): Promise<MinioServer> {
  const { MinioContainer } = await import('@testcontainers/minio')
  const container = await started('MinIO', () => new MinioContainer(MINIO_IMAGE).start())
  const server = {
    url: container.getConnectionUrl(),
    accessKeyId: container.getUsername(),
    secretAccessKey: container.getPassword(),
    describe: `MinIO container ${container.getId().slice(0, 12)} (${MINIO_IMAGE})`,
    stop: async () => void (await container.stop()),
  }
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: server.url,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  })
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }))
  } finally {
    client.destroy()
  }
  return server
}
