/** Command-line arguments of `npm run inventory:import` (pure, unit-tested). */
import { parseArgs } from 'node:util'
import { SLUG_PATTERN } from '@/lib/slug'

export const USAGE = `Usage: npm run inventory:import -- <file.csv|file.json> [options]

Imports vehicles from a CSV or JSON file, upserting by dealership + stock number.
Columns: docs/inventory-import.md. Rejected rows are reported and skipped; good rows are kept.

Options:
  --dealership <slug>  Dealership for rows without dealership_slug (rows naming another are rejected)
  --site <slug>        Look dealership slugs up on this site only
  --full-feed          The file is the dealership's whole stock: its cars missing from the file
                       (and not already sold) are marked sold
  --dry-run            Validate and report what would happen; write nothing to the database
  -h, --help           Show this help

Exit codes: 0 the import ran (even with rejected rows), 1 fatal error, 2 usage error.
The report is printed and written to <file>.report.json.`

type CliOptions = { file: string; dealership?: string; site?: string; fullFeed: boolean; dryRun: boolean }

export type CliParse = { kind: 'run'; options: CliOptions } | { kind: 'help' } | { kind: 'usage-error'; message: string }

export function parseCli(argv: string[]): CliParse {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        dealership: { type: 'string' },
        site: { type: 'string' },
        'full-feed': { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    return { kind: 'usage-error', message: (error as Error).message }
  }
  const { values, positionals } = parsed
  if (values.help) return { kind: 'help' }
  if (positionals.length === 0) return { kind: 'usage-error', message: 'Missing the file to import.' }
  if (positionals.length > 1) return { kind: 'usage-error', message: `Expected one file, got ${positionals.length}: ${positionals.join(' ')}` }
  for (const name of ['dealership', 'site'] as const) {
    const value = values[name]
    if (value !== undefined && !SLUG_PATTERN.test(value.trim().toLowerCase())) return { kind: 'usage-error', message: `--${name} must be a slug such as sunshine-toyota, got "${value}".` }
  }
  return {
    kind: 'run',
    options: {
      file: positionals[0],
      dealership: values.dealership?.trim().toLowerCase(),
      site: values.site?.trim().toLowerCase(),
      fullFeed: values['full-feed'] ?? false,
      dryRun: values['dry-run'] ?? false,
    },
  }
}
