/** An old checkout's `media/` moves to `.data/media` once, and only when the defaults apply. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { moveLegacyMediaDir } from '../../../scripts/lib/legacyMediaDir'

function checkout(withLegacy: boolean, withNew: boolean): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-media-'))
  if (withLegacy) fs.mkdirSync(path.join(root, 'media'))
  if (withLegacy) fs.writeFileSync(path.join(root, 'media', 'car.webp'), 'x')
  if (withNew) fs.mkdirSync(path.join(root, '.data', 'media'), { recursive: true })
  return root
}

describe('moveLegacyMediaDir', () => {
  it('moves media/ with its files to .data/media', () => {
    const root = checkout(true, false)
    expect(moveLegacyMediaDir({}, root, () => {})).toBe(true)
    expect(fs.existsSync(path.join(root, '.data', 'media', 'car.webp'))).toBe(true)
    expect(fs.existsSync(path.join(root, 'media'))).toBe(false)
  })

  it('leaves everything alone with MEDIA_DIR set, with .data/media already there, or without media/', () => {
    for (const [env, root] of [[{ MEDIA_DIR: 'media' }, checkout(true, false)], [{}, checkout(true, true)], [{}, checkout(false, false)]] as const) {
      expect(moveLegacyMediaDir(env, root, () => {})).toBe(false)
    }
  })
})
