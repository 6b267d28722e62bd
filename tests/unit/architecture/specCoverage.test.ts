/**
 * docs/spec-coverage.md must not rot (issue 23 item 8): every test file a row cites exists, every
 * test named after "›" exists in some test file, and every source path it cites exists. A row
 * abbreviates a test name with "…"; only the text before it is matched.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../../..')
const doc = fs.readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8')

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else out.push(path.relative(root, full).split(path.sep).join('/'))
  }
  return out
}

const testFiles = walk(path.join(root, 'tests')).filter((f) => /\.(test|spec)\.tsx?$/.test(f))
/** Test sources with escapes and template placeholders flattened the way the doc writes them. */
const testText = testFiles.map((f) => fs.readFileSync(path.join(root, f), 'utf8').replace(/\\'/g, "'").replace(/\$\{/g, '{').toLowerCase())

/** The table rows' last cell (the test column). */
const testCells = doc
  .split('\n')
  .filter((l) => l.startsWith('|') && !l.startsWith('|---'))
  .map((l) => l.split('|').slice(1, -1).map((c) => c.trim()))
  .filter((cells) => cells.length >= 3 && !['test', 'test that asserts it'].includes(cells.at(-1)!))
  .map((cells) => ({ rule: cells[0]!, test: cells.at(-1)! }))

/** The names after "›", up to an abbreviation, a list separator or a parenthesis. */
function namesIn(cell: string): string[] {
  return cell
    .split('›')
    .slice(1)
    .map((part) => part.split(/…|\.\.\.|;|\(| \/ |, ›|\s(?:e2e|int|unit)\s/)[0]!.replace(/`/g, '').trim().replace(/,$/, ''))
    .filter((name) => name.length >= 4)
}

describe('docs/spec-coverage.md cites what exists', () => {
  it('has rows to check', () => {
    expect(testCells.length).toBeGreaterThan(150)
  })

  it('every cited test file exists under tests/', () => {
    const missing: string[] = []
    for (const { rule, test } of testCells) {
      for (const [name] of test.matchAll(/[\w./-]+\.(?:test|spec)\.tsx?/g)) {
        if (!testFiles.some((f) => f === name || f.endsWith(`/${name}`))) missing.push(`${name} (row: ${rule.slice(0, 60)})`)
      }
    }
    expect(missing).toEqual([])
  })

  it('every test named after "›" is a test (or describe) title in some test file', () => {
    const missing: string[] = []
    for (const { rule, test } of testCells) {
      for (const name of namesIn(test)) {
        const key = name.replace(/\$\{/g, '{').toLowerCase()
        if (!testText.some((t) => t.includes(key))) missing.push(`"${name}" (row: ${rule.slice(0, 60)})`)
      }
    }
    expect(missing).toEqual([])
  })

  it('every source path it cites exists', () => {
    const missing: string[] = []
    for (const [, ref] of doc.matchAll(/`((?:src|blocks|collections|globals|scripts|seed|tests)\/[^`#*{}\s]+)(?:#[^`]*)?`/g)) {
      const file = ref!.replace(/\/$/, '')
      if (/\.(test|spec)\.tsx?$/.test(file)) continue // test files: checked above
      if (!fs.existsSync(path.join(root, file))) missing.push(file)
    }
    expect(missing).toEqual([])
  })
})
