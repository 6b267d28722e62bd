/**
 * Nothing unused (issue 33 section 7): `npm run lint`, which `npm test` runs first, ends with
 * knip (`knip.jsonc`), so an unused file, export, type or dependency, or a package imported
 * without being listed, fails the suite. Running knip itself is the lint phase's job; this test
 * keeps it wired in and keeps its configuration pointing at files that exist.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../../..')
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }

/** knip.jsonc without its `//` comment lines. */
function knipConfig(): { entry: string[] } {
  const text = fs.readFileSync(path.join(root, 'knip.jsonc'), 'utf8')
  return JSON.parse(text.replace(/^\s*\/\/.*$/gm, '')) as { entry: string[] }
}

describe('unused code check (knip)', () => {
  it('npm run lint runs knip after ESLint', () => {
    expect(pkg.scripts['lint']).toMatch(/^eslint .* && npm run lint:unused$/)
    expect(pkg.scripts['lint:unused']).toMatch(/^knip\b/)
  })

  it('every file knip.jsonc names as an entry exists', () => {
    const plain = knipConfig().entry.filter((pattern) => !/[*{}]/.test(pattern))
    expect(plain.length).toBeGreaterThan(0)
    expect(plain.filter((file) => !fs.existsSync(path.join(root, file)))).toEqual([])
  })
})
