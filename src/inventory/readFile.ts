/**
 * Reads an inventory file into source rows. The format follows the extension: `.csv` or
 * `.json` (an array of objects, or `{ "vehicles": [...] }`). Text is UTF-8 (a BOM is fine);
 * UTF-16 with a BOM is decoded too, and bytes that are not UTF-8 are read as Windows-1252
 * (Excel's "CSV (Comma delimited)") with a warning.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CsvError, csvTable, parseCsv } from './server/csvReader'
import { REQUIRED_COLUMNS, canonicalColumn } from './server/columns'
import { errorMessage, isRecord } from '@/lib/guards'
import type { SourceRow } from './server/importTypes'

export type InventoryFormat = 'csv' | 'json'

/** The file cannot be imported at all (missing, unreadable, wrong format). */
export class InventoryFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InventoryFileError'
  }
}

export type InventoryFile = { format: InventoryFormat; rows: SourceRow[]; columns?: string[]; warnings: string[] }

export function formatOf(file: string): InventoryFormat | undefined {
  const ext = path.extname(file).toLowerCase()
  return ext === '.csv' ? 'csv' : ext === '.json' ? 'json' : undefined
}

/** Windows-1252 differs from Latin-1 only in 0x80–0x9F (Node's decoder treats the label as Latin-1). */
const CP1252_HIGH = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

function decodeWindows1252(bytes: Uint8Array): string {
  let out = ''
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b)
  return out
}

export function decodeText(bytes: Uint8Array): { text: string; warning?: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) }
  } catch {
    return {
      text: decodeWindows1252(bytes),
      warning: 'The file is not UTF-8; it was read as Windows-1252. Save it as "CSV UTF-8" to be sure accents and symbols come through.',
    }
  }
}

/** CSV text → source rows (header is row 1). Missing required columns are a file error. */
export function csvRows(text: string, options: { dealership?: string } = {}): InventoryFile {
  let table
  try {
    table = csvTable(parseCsv(text))
  } catch (error) {
    if (error instanceof CsvError) throw new InventoryFileError(`Not a readable CSV file: ${error.message}`)
    throw error
  }
  if (table.header.length === 0) throw new InventoryFileError('The CSV file is empty (no header row).')
  const canonical = new Set(table.header.map((h) => canonicalColumn(h)).filter(Boolean))
  const missing = REQUIRED_COLUMNS.filter((c) => !canonical.has(c) && !(c === 'dealership_slug' && options.dealership))
  if (missing.length > 0) {
    const hint = table.header.length === 1 && /[;\t]/.test(table.header[0]) ? ' The header looks semicolon- or tab-separated; the import reads comma-separated files.' : ''
    const dealerHint = missing.includes('dealership_slug') ? ' (dealership_slug may instead come from --dealership)' : ''
    throw new InventoryFileError(`The CSV header lacks required column(s): ${missing.join(', ')}${dealerHint}.${hint}`)
  }
  const rows: SourceRow[] = table.records.map((r) => {
    const issues =
      r.fieldCount === table.header.length
        ? undefined
        : [{ field: '(row)', reason: `has ${r.fieldCount} cells but the header has ${table.header.length} (an unquoted comma, or a missing cell?)` }]
    return { row: r.row, data: r.values, ...(issues ? { issues } : {}) }
  })
  return { format: 'csv', rows, columns: table.header, warnings: [] }
}

/** JSON text → source rows (the first object is row 1). */
export function jsonRows(text: string): InventoryFile {
  let parsed: unknown
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  } catch (error) {
    throw new InventoryFileError(`Not a readable JSON file: ${errorMessage(error)}`)
  }
  const list = Array.isArray(parsed)
    ? parsed
    : isRecord(parsed) && Array.isArray(parsed.vehicles)
      ? parsed.vehicles
      : undefined
  if (!list) throw new InventoryFileError('The JSON file must hold an array of vehicles, or an object with a "vehicles" array.')
  const rows: SourceRow[] = list.map((item, index) =>
    isRecord(item)
      ? { row: index + 1, data: item }
      : { row: index + 1, data: {}, issues: [{ field: '(row)', reason: `must be an object, got ${Array.isArray(item) ? 'an array' : JSON.stringify(item)}` }] },
  )
  return { format: 'json', rows, warnings: [] }
}

export function readInventoryFile(file: string, options: { dealership?: string } = {}): InventoryFile {
  const format = formatOf(file)
  if (!format) throw new InventoryFileError(`Cannot tell the format of ${file}: the file name must end in .csv or .json.`)
  let bytes: Uint8Array
  try {
    bytes = fs.readFileSync(file)
  } catch (error) {
    const code = isRecord(error) ? error.code : undefined
    if (code === 'ENOENT') throw new InventoryFileError(`File not found: ${file}`)
    if (code === 'EISDIR') throw new InventoryFileError(`${file} is a directory, not a file.`)
    throw new InventoryFileError(`Cannot read ${file}: ${errorMessage(error)}`)
  }
  const { text, warning } = decodeText(bytes)
  const result = format === 'csv' ? csvRows(text, options) : jsonRows(text)
  if (warning) result.warnings.unshift(warning)
  return result
}
