import { env } from '../../src/env'

/** A platform of many sites (a fleet) lists this many; the admin lists them all. */
const SITES_LISTED = 5

export function printBanner(port: number, siteSlugs: string[]): void {
  const line = '─'.repeat(64)
  console.log(`\n${line}`)
  console.log(`  Dealer platform ready on http://localhost:${port}`)
  console.log(`  Admin:      http://localhost:${port}/admin`)
  console.log(`  Sign in:    ${env.seedAdminEmail} / ${env.seedAdminPassword}  (platform admin)`)
  for (const slug of siteSlugs.slice(0, SITES_LISTED)) console.log(`  Site:       http://${slug}.localhost:${port}/`)
  if (siteSlugs.length > SITES_LISTED) console.log(`              … and ${(siteSlugs.length - SITES_LISTED).toLocaleString('en')} more sites (Admin → Sites)`)
  if (siteSlugs.length) console.log(`  Editors:    editor@{site-slug}.example.com / ${env.seedEditorPassword}`)
  console.log(`${line}\n`)
}
