/**
 * Next's cache handlers are TypeScript (src/server/frontAwareCacheHandler.ts,
 * src/cache/sharedPageCache.ts); next.config.ts names the two small .mjs files that load them,
 * because Next imports its handler with Node's own `import` (no TypeScript loader) in the server,
 * the dev server and the build's workers. And the channel names are typed out once.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../../..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs|js)$/.test(d.name) ? [full] : []
  })
}

/** No NODE_OPTIONS: no TypeScript loader registered, as when Next imports its handler. */
const plainNode: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '', NODE_ENV: 'production' }

describe("Next's cache handler files", () => {
  it('load in plain Node (as Next loads them) and hand the TypeScript handlers to Next', () => {
    const script = `
      const front = (await import(${JSON.stringify(path.join(root, 'src/server/nextCacheHandler.mjs'))})).default
      const shared = (await import(${JSON.stringify(path.join(root, 'src/cache/sharedPageCacheHandler.mjs'))})).default
      console.log(JSON.stringify([front.name, typeof front.prototype.revalidateTag, shared.name, typeof shared.prototype.get, typeof shared.prototype.set]))`
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env: plainNode, encoding: 'utf8' })
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual(['FrontAwareCacheHandler', 'function', 'SharedPageCache', 'function', 'function'])
  })

  it('next.config.ts names those loaders', () => {
    const config = fs.readFileSync(path.join(root, 'next.config.ts'), 'utf8')
    expect(config).toContain("'src/server/nextCacheHandler.mjs'")
    expect(config).toContain("'src/cache/sharedPageCacheHandler.mjs'")
  })

  it('each channel name is typed out in one module: the expiry bus and the NOTIFY channels', () => {
    const names: Array<[string, string]> = [
      ["'dealer-platform:cache-expiry'", 'src/cache/expiryBus.ts'],
      ["'cache_expiry'", 'src/notices/channels.ts'],
      ["'search_vehicles'", 'src/notices/channels.ts'],
      ["'next_cache_tags'", 'src/notices/channels.ts'],
    ]
    const files = sourceFiles(path.join(root, 'src'))
    for (const [name, owner] of names) {
      const holders = files.filter((f) => fs.readFileSync(f, 'utf8').includes(name)).map((f) => path.relative(root, f))
      expect(holders, name).toEqual([owner])
    }
  })
})
