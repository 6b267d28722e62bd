/**
 * The fleet's starting point: the committed migrations and the demo seed (three dealer sites with
 * their pages, menus, users, media and ~2,000 cars) written through Payload into the fleet's
 * database, its images into the fleet's s3rver bucket. The bulk step (cloneFleet.ts) copies the
 * first demo site into the other sites with SQL. Runs in its own process
 * (`node --import tsx bench/fleet/seedTemplate.ts`) because Payload reads DATABASE_URL and S3_*
 * when its config is imported.
 */
import { bootPayload, closePayload, migrate } from '../../scripts/lib/payload'

const payload = await bootPayload({ onInit: false })
let code = 0
try {
  await migrate(payload)
  const { seed } = await import('../../seed')
  await seed(payload, (line) => {
    if (!/^\s+\S+: \d+\/\d+/.test(line)) console.log(line)
  })
} catch (error) {
  console.error('✖ Seeding the fleet template failed:', error)
  code = 1
} finally {
  await closePayload(payload)
}
process.exit(code)
