import { env } from '../../src/env'

export function printBanner(port: number, siteSlugs: string[]): void {
  const line = '─'.repeat(64)
  console.log(`\n${line}`)
  console.log(`  Dealer platform ready on http://localhost:${port}`)
  console.log(`  Admin:      http://localhost:${port}/admin`)
  console.log(`  Sign in:    ${env.seedAdminEmail} / ${env.seedAdminPassword}  (platform admin)`)
  for (const slug of siteSlugs) console.log(`  Site:       http://${slug}.localhost:${port}/`)
  if (siteSlugs.length) console.log(`  Editors:    editor@{site-slug}.example.com / ${env.seedEditorPassword}`)
  console.log(`${line}\n`)
}
