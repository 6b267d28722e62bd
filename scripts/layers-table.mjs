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
  const rows = config.layers.map(({ name, folders, why }, i) => `| ${i + 1}. ${name} | ${folders.map(code).join(', ')} | ${why ?? ''} |`)
  const across = config.forbidden
    .filter((rule) => !rule.name.startsWith('layer-'))
    .map((rule) => `- **${rule.name}**: ${rule.comment}`)
  return [
    '| layer (lowest first) | folders | what they hold |',
    '|---|---|---|',
    ...rows,
    '',
    `A folder imports its own files, \`src/payload-types.ts\`, \`src/env.ts\`, \`src/secret.ts\`, npm packages and the folders of the layers below its own; in the features layer also another feature's entry. The features: ${config.features.map((f) => code(`src/${f}/`)).join(', ')}.`,
    '',
    'Across folders:',
    '',
    ...across,
    '- **folder-cycle** (scripts/lint-layers.mjs): no folder reaches itself through imports.',
  ].join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) console.log(layersTable())
