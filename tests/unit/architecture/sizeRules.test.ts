/**
 * Small modules (issue 33 §6): ESLint holds every file of the app, its schema and its seed to
 * 250 lines of code and every function (a component included) to 80 (eslint.config.mjs), with no
 * file exempt: a module that grows past either is split by responsibility.
 */
import { describe, expect, it } from 'vitest'
import config from '../../../eslint.config.mjs'

type Block = { files?: string[]; ignores?: string[]; rules?: Record<string, unknown> }
const blocks = config as Block[]
const SIZE_RULES = ['max-lines', 'max-lines-per-function']

describe('size rules', () => {
  it('hold files to 250 lines of code and functions to 80 in src, blocks, collections, globals and the seed', () => {
    const ruled = blocks.find((b) => b.rules?.['max-lines'] !== undefined && b.rules?.['max-lines-per-function'] !== undefined)
    expect(ruled?.rules).toEqual({
      'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    })
    expect(ruled?.files).toEqual(expect.arrayContaining(['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'collections/**/*.ts', 'seed/**/*.ts']))
    expect(ruled?.ignores ?? []).toEqual([])
  })

  it('exempt no file: no later block turns them off', () => {
    const offs = blocks.filter((b) => SIZE_RULES.some((rule) => b.rules?.[rule] === 'off' || b.rules?.[rule] === 0))
    expect(offs).toEqual([])
  })
})
