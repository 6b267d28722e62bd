/**
 * The safe job queue (src/jobs/atomicClaims.ts) wraps the database adapter's `updateJobs` through
 * the adapter's public `init` (the `DatabaseAdapterObj` Payload's config takes) and relies on how
 * Payload's runner claims jobs. It is kept as a wrapper rather than a patch-package patch; these
 * checks fail when an upgrade of Payload or its PostgreSQL adapter changes what it relies on, so
 * the wrapper is looked at again instead of silently claiming nothing (or everything twice).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { updateJobs } from '@payloadcms/drizzle'
import { postgresAdapter } from '@payloadcms/db-postgres'

const source = (file: string) => fs.readFileSync(path.resolve('node_modules', file), 'utf8')

describe('what the safe job queue relies on upstream', () => {
  it('the PostgreSQL adapter is a { init } object whose adapter has updateJobs, find, rollbackTransaction', () => {
    const adapter = postgresAdapter({ pool: { connectionString: 'postgres://unused@127.0.0.1:1/none' } })
    expect(typeof adapter.init).toBe('function')
    const built = source('@payloadcms/db-postgres/dist/index.js')
    for (const method of ['updateJobs', 'find', 'rollbackTransaction']) expect(built).toMatch(new RegExp(`\\b${method},`))
  })

  it('the adapter’s updateJobs takes { id, data, limit, req, returning, sort, where } and reads the jobs table from tableNameMap', () => {
    expect(typeof updateJobs).toBe('function')
    const text = updateJobs.toString()
    expect(text).toMatch(/\{\s*id,\s*data,\s*limit: limitArg,\s*req,\s*returning,\s*sort: sortArg,\s*where: whereArg\s*\}/)
    expect(text).toContain('this.tableNameMap')
  })

  it('Payload’s runner claims with updateJobs({ data: { processing: true }, … }) through payload.db.updateJobs', () => {
    const runJobs = source('payload/dist/queues/operations/runJobs/index.js')
    expect(runJobs).toMatch(/updateJobs\(\{\s*data: \{\s*processing: true\s*\}/)
    expect(runJobs).toMatch(/updateJob\(\{\s*id,\s*data: \{\s*processing: true\s*\}/)
    expect(source('payload/dist/queues/utilities/updateJob.js')).toContain('req.payload.db.updateJobs(args)')
  })
})
