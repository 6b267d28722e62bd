import { describe, expect, it } from 'vitest'
import { parseCli } from '../../../src/inventory/cli'

describe('parseCli', () => {
  it('takes the file and every option', () => {
    expect(parseCli(['feed.csv', '--dealership', 'Sunshine-Toyota', '--site', 'sunshine-toyota', '--full-feed', '--dry-run'])).toEqual({
      kind: 'run',
      options: { file: 'feed.csv', dealership: 'sunshine-toyota', site: 'sunshine-toyota', fullFeed: true, dryRun: true },
    })
  })

  it('defaults the flags to off', () => {
    expect(parseCli(['feed.json'])).toEqual({ kind: 'run', options: { file: 'feed.json', dealership: undefined, site: undefined, fullFeed: false, dryRun: false } })
  })

  it('accepts --opt=value and options before the file', () => {
    expect(parseCli(['--dealership=harbour-mazda', 'feed.csv'])).toMatchObject({ kind: 'run', options: { file: 'feed.csv', dealership: 'harbour-mazda' } })
  })

  it('shows help', () => {
    expect(parseCli(['--help'])).toEqual({ kind: 'help' })
    expect(parseCli(['-h', 'x.csv'])).toEqual({ kind: 'help' })
  })

  it.each([
    [[], /Missing the file/],
    [['a.csv', 'b.csv'], /Expected one file, got 2/],
    [['a.csv', '--fullfeed'], /Unknown option '--fullfeed'/],
    [['a.csv', '--dealership'], /argument missing/],
    [['a.csv', '--site', 'Not A Slug'], /--site must be a slug/],
    [['a.csv', '--dealership', 'x_y'], /--dealership must be a slug/],
  ])('usage error for %j', (argv, message) => {
    const parsed = parseCli(argv as string[])
    expect(parsed.kind).toBe('usage-error')
    expect(parsed.kind === 'usage-error' && parsed.message).toMatch(message)
  })
})
