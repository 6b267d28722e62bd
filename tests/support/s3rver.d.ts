/** The few parts of s3rver (no published types) the object storage tests use. */
declare module 's3rver' {
  import type { Server } from 'node:http'
  export type S3rverOptions = { port?: number; address?: string; directory: string; silent?: boolean; configureBuckets?: { name: string }[] }
  export default class S3rver {
    constructor(options: S3rverOptions)
    httpServer?: Server
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
