/**
 * The listing feed checker (issue 35 §3): reads the attribute tables committed under
 * docs/standards/ (Google's and Meta's specifications as known on 2026-12-06; they cannot be
 * fetched at test time) and checks a feed file against them: every required attribute is a column,
 * and on every line its value is present and matches the table's pattern; optional attributes with a
 * pattern match it when present. Used by the unit, integration and browser tests.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type AttributeRule = { name: string; required: boolean; pattern: RegExp | null }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Splits a markdown table row on pipes not escaped as `\|`, un-escaping them. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'))
}

/** The rows of the table under `heading` (the first table after it) in a docs/standards file. */
function attributeTable(file: string, heading: string): AttributeRule[] {
  const text = fs.readFileSync(path.join(root, 'docs/standards', file), 'utf8')
  const start = text.indexOf(`## ${heading}`)
  if (start < 0) throw new Error(`No "## ${heading}" in ${file}`)
  const lines = text.slice(start).split('\n')
  const rules: AttributeRule[] = []
  let inTable = false
  for (const line of lines.slice(1)) {
    if (line.startsWith('## ')) break
    if (!line.startsWith('|')) {
      if (inTable) break
      continue
    }
    inTable = true
    const [name, required, pattern] = cells(line)
    if (!name || name === 'Attribute' || name === 'Column' || /^-+$/.test(name)) continue
    const source = (pattern ?? '').replace(/^`|`$/g, '')
    rules.push({ name, required: required === 'required', pattern: source ? new RegExp(source) : null })
  }
  if (rules.length === 0) throw new Error(`No attribute rows under "## ${heading}" in ${file}`)
  return rules
}

export const GOOGLE_PRIMARY = () => attributeTable('google-vehicle-ads.md', 'Primary feed')
const GOOGLE_STORES = () => attributeTable('google-vehicle-ads.md', 'Store feed')
export const META_CATALOG = () => attributeTable('meta-automotive-catalog.md', 'Columns')

/** Parses RFC 4180 CSV (quoted values with doubled quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let value = ''
  let quoted = false
  const endValue = () => {
    row.push(value)
    value = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        value += '"'
        i++
      } else if (c === '"') quoted = false
      else value += c
    } else if (c === '"' && value === '') quoted = true
    else if (c === ',') endValue()
    else if (c === '\n') {
      endValue()
      rows.push(row)
      row = []
    } else if (c !== '\r') value += c
  }
  if (value !== '' || row.length > 0) {
    endValue()
    rows.push(row)
  }
  return rows
}

const parseTsv = (text: string): string[][] => text.split('\n').filter((l) => l !== '').map((l) => l.split('\t'))

/** The attribute name of a header cell: `vehicle_fulfillment(option:store_code)` → `vehicle_fulfillment`. */
const baseName = (header: string) => header.replace(/\(.*\)$/, '')

export type FeedCheck = { lines: number; errors: string[]; rows: Record<string, string>[] }

/** Checks a parsed feed (header row first) against the rules; `errors` is empty when it passes. */
function checkFeed(table: string[][], rules: AttributeRule[]): FeedCheck {
  const [header = [], ...body] = table
  const names = header.map(baseName)
  const errors: string[] = []
  for (const rule of rules) if (rule.required && !names.includes(rule.name)) errors.push(`missing required column "${rule.name}"`)
  const rows = body.map((cellsOfLine) => Object.fromEntries(names.map((n, i) => [n, cellsOfLine[i] ?? ''])))
  body.forEach((line, index) => {
    if (line.length !== header.length) errors.push(`line ${index + 2}: ${line.length} values for ${header.length} columns`)
  })
  rows.forEach((row, index) => {
    for (const rule of rules) {
      if (!names.includes(rule.name)) continue
      const value = row[rule.name] ?? ''
      if (rule.required && value.trim() === '') errors.push(`line ${index + 2}: "${rule.name}" is empty`)
      else if (rule.pattern && (value !== '' || rule.required) && !rule.pattern.test(value)) errors.push(`line ${index + 2}: "${rule.name}" = ${JSON.stringify(value.slice(0, 80))} does not match ${rule.pattern}`)
    }
  })
  return { lines: rows.length, errors: errors.slice(0, 50), rows }
}

export const checkGoogleFeed = (text: string) => checkFeed(parseTsv(text), GOOGLE_PRIMARY())
export const checkGoogleStores = (text: string) => checkFeed(parseTsv(text), GOOGLE_STORES())
export const checkMetaFeed = (text: string) => checkFeed(parseCsv(text), META_CATALOG())
