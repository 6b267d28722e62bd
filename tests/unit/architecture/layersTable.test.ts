/**
 * docs/architecture.md's "Which folder may import which" is the layering config
 * (`.dependency-cruiser.cjs`, checked by `npm run lint:layers`): the text between its markers is
 * what `node scripts/layers-table.mjs` prints, so the document cannot drift from the rules.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { layersTable } from '../../../scripts/layers-table.mjs'

const root = path.resolve(__dirname, '../../..')
const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')

describe('docs/architecture.md layering section', () => {
  it('is the table printed from .dependency-cruiser.cjs', () => {
    const section = doc.match(/<!-- layers:start -->\n([\s\S]*?)\n<!-- layers:end -->/)
    expect(section, 'the layers:start / layers:end markers').not.toBeNull()
    expect(section![1]).toBe(layersTable())
  })

  it('lists every layer rule of the config, with the folders the document names', () => {
    const table = layersTable()
    for (const folder of ['src/lib/', 'src/rules/', 'src/data/', 'src/search/', 'src/components/', 'src/leads/', 'blocks/', 'src/app/']) expect(table).toContain(`\`${folder}\``)
    expect(table).toContain('**only-ui-renders**')
    expect(table).toContain('**no-circular**')
    expect(table).toContain('**feature-entries**')
    expect(table).toContain('**folder-cycle**')
  })
})
