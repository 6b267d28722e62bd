import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isReservedSlug, RESERVED_SLUGS, ROUTE_SEGMENTS } from '@/rules/reservedSlugs'

const root = path.resolve(__dirname, '../../..')

/** The top-level URL segments a directory of the App Router serves, through route groups `(name)`. */
function appSegments(dir: string): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    if (/^\(.+\)$/.test(entry.name)) out.push(...appSegments(path.join(dir, entry.name)))
    else if (!entry.name.startsWith('[') && !entry.name.startsWith('_') && !entry.name.startsWith('@')) out.push(entry.name)
  }
  return out
}

/** Every top-level entry of public/ is served at /{name}; a file's name without its extension is what a slug could be. */
function publicSegments(): string[] {
  return fs.readdirSync(path.join(root, 'public')).map((name) => name.replace(/\.[^.]+$/, ''))
}

describe('reserved site slugs', () => {
  it('hold every top-level segment of src/app (through route groups) and public/', () => {
    const tree = [...new Set([...appSegments(path.join(root, 'src/app')), ...publicSegments()])].sort()
    expect(tree).toEqual(expect.arrayContaining(['admin', 'api']))
    expect([...ROUTE_SEGMENTS].sort()).toEqual(tree)
  })

  it("refuse the platform's own names, whatever the case, and nothing a dealer would be called", () => {
    for (const slug of ['api', 'admin', '_next', 'images', 'API', ' admin ']) expect(isReservedSlug(slug)).toBe(true)
    for (const slug of ['sunshine-toyota', 'api-motors', 'administration-cars', 'coastal-mazda']) expect(isReservedSlug(slug)).toBe(false)
    expect(RESERVED_SLUGS.has('_next')).toBe(true)
  })
})
