/** `npm run payload -- <command>`: Payload's CLI with the platform's database rule applied. */
import { spawn } from 'node:child_process'
import { ensureDatabase, stopDatabase, stopDatabaseOnExit } from './lib/database'

await ensureDatabase()
stopDatabaseOnExit()
const child = spawn('npx', ['payload', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env })
child.on('exit', async (code) => {
  await stopDatabase()
  process.exit(code ?? 0)
})
