#!/usr/bin/env node
/**
 * Counts type assertions (`x as T` and `<T>x`, but not `as const`) per folder, parsing each file with the
 * TypeScript compiler so strings and comments are never counted: `npm run count:casts` prints the table that
 * issue 33's closing note quotes; `npm run count:casts -- --files` adds one line per file that has any.
 * Folders default to the four the issue names; pass others as arguments (`npm run count:casts -- src/leads`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DEFAULT_FOLDERS = ['src/stock/ui', 'src/leads', 'src/search', 'src/inventory']

function sourceFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return sourceFiles(full)
      return /\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith('.d.ts') ? [full] : []
    })
}

function isAsConst(node) {
  return (
    ts.isTypeReferenceNode(node.type) &&
    ts.isIdentifier(node.type.typeName) &&
    node.type.typeName.text === 'const'
  )
}

export function countCasts(file) {
  const text = readFileSync(file, 'utf8')
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  let count = 0
  const visit = (node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isAsConst(node)) count += 1
    ts.forEachChild(node, visit)
  }
  visit(source)
  return count
}

const args = process.argv.slice(2)
const perFile = args.includes('--files')
const folders = args.filter((a) => !a.startsWith('--'))
const rows = (folders.length ? folders : DEFAULT_FOLDERS).map((folder) => {
  const files = sourceFiles(path.join(root, folder)).map((f) => ({ file: path.relative(root, f), casts: countCasts(f) }))
  return { folder, files, casts: files.reduce((sum, f) => sum + f.casts, 0) }
})

console.log('| folder | `as` assertions (excluding `as const`) |')
console.log('|---|---|')
for (const row of rows) console.log(`| \`${row.folder}\` | ${row.casts} |`)
console.log(`| total | ${rows.reduce((sum, r) => sum + r.casts, 0)} |`)
if (perFile) {
  for (const row of rows) for (const f of row.files) if (f.casts) console.log(`${f.casts}\t${f.file}`)
}
