#!/usr/bin/env node
/**
 * Prints docs/architecture.md's "Which folder may import which" section from the layering rules
 * (`.dependency-cruiser.cjs`), so the document is the config: `node scripts/layers-table.mjs`.
 * tests/unit/architecture/layersTable.test.ts fails when the document differs from this output.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'))

const code = (p) => `\`${p}\``

export function layersTable() {
  const rows = config.layers.map(({ folder, may, why }) => {
    const allowed = may.length ? may.map(code).join(', ') : 'nothing app-specific'
    return `| ${code(folder)} | ${allowed} | ${why ?? ''} |`
  })
  const across = config.forbidden
    .filter((rule) => !rule.name.endsWith('-imports'))
    .map((rule) => `- **${rule.name}**: ${rule.comment}`)
  return [
    '| folder | may import (besides itself, `src/payload-types.ts`, `src/env.ts`, `src/secret.ts` and npm packages) | why |',
    '|---|---|---|',
    ...rows,
    '',
    'Across folders:',
    '',
    ...across,
  ].join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) console.log(layersTable())
