/**
 * CSV reading on `csv-parse` (RFC 4180): comma-separated fields, fields in double quotes may hold
 * commas, line breaks (kept, normalised to `\n`) and doubled quotes (`""` → `"`); records end with
 * CRLF, LF or a lone CR, mixed in one file; a leading byte-order mark is dropped. Lenient where
 * real spreadsheet exports are sloppy (`relax_quotes`, `ltrim`): a quote inside an unquoted field
 * is kept literally, so is text after a closing quote, and spaces before a cell are dropped (so a
 * quote after `, ` still opens a quoted field). Rows with a different number of cells are kept
 * (`relax_column_count`): `csvTable` reports them per row. An unterminated quote is an error (it
 * would swallow the rest of the file), reported with the line its record starts on.
 */
import { parse, CsvError as ParseError } from 'csv-parse/sync'

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message)
    this.name = 'CsvError'
  }
}

export type CsvRecord = {
  /** Record number in the file, counting from 1 (the header row is record 1). */
  row: number
  /** Physical line the record starts on (differs from `row` after multi-line quoted fields). */
  line: number
  fields: string[]
}

const LINE_BREAK = /\r\n|\r|\n/g

function lineBreaks(value: string): number {
  let count = 0
  LINE_BREAK.lastIndex = 0
  while (LINE_BREAK.exec(value)) count++
  return count
}

/** Parses CSV text into records. Blank records (empty lines, or only empty fields) are kept; callers skip them. */
export function parseCsv(input: string): CsvRecord[] {
  const records: CsvRecord[] = []
  // The physical line the next record starts on: one line per record, plus the line breaks
  // kept inside its quoted fields.
  let line = 1
  try {
    parse(input, {
      bom: true,
      delimiter: ',',
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_quotes: true,
      relax_column_count: true,
      ltrim: true,
      skip_empty_lines: false,
      on_record: (raw: string[]) => {
        const start = line
        let extra = 0
        const fields = raw.map((field) => {
          if (!field.includes('\n') && !field.includes('\r')) return field
          extra += lineBreaks(field)
          return field.replace(LINE_BREAK, '\n')
        })
        line = start + 1 + extra
        records.push({ row: records.length + 1, line: start, fields })
        // nothing is kept in csv-parse's own output
        return null
      },
    })
  } catch (error) {
    if (error instanceof ParseError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new CsvError(`Unterminated quoted field: the quote opened on line ${line} is never closed.`, line)
    }
    if (error instanceof ParseError) throw new CsvError(`${error.message}`, line)
    throw error
  }
  return records
}

const isBlankRecord = (fields: string[]) => fields.every((f) => f.trim() === '')

export type CsvTable = {
  /** Header cells as written (trimmed), in file order. */
  header: string[]
  headerRow: number
  /** Data records (blank ones skipped), each with its record number and the header→value map. */
  records: { row: number; line: number; values: Record<string, string>; fieldCount: number }[]
}

/**
 * Splits parsed records into the header (the first non-blank record) and data records keyed
 * by header cell. Duplicate header cells are an error. Extra trailing empty cells are ignored.
 */
export function csvTable(records: CsvRecord[]): CsvTable {
  const headerIndex = records.findIndex((r) => !isBlankRecord(r.fields))
  if (headerIndex < 0) return { header: [], headerRow: 0, records: [] }
  const headerRecord = records[headerIndex]
  const header = headerRecord.fields.map((h) => h.trim())
  // Trailing empty header cells (a trailing comma) carry no column.
  while (header.length > 0 && header[header.length - 1] === '') header.pop()
  const seen = new Map<string, number>()
  header.forEach((h, index) => {
    if (h === '') throw new CsvError(`Header cell ${index + 1} is empty; every column needs a name.`, headerRecord.line)
    const key = h.toLowerCase()
    if (seen.has(key)) throw new CsvError(`Column "${h}" appears twice in the header (cells ${seen.get(key)! + 1} and ${index + 1}).`, headerRecord.line)
    seen.set(key, index)
  })
  const out: CsvTable['records'] = []
  for (const record of records.slice(headerIndex + 1)) {
    if (isBlankRecord(record.fields)) continue
    let fields = record.fields
    // Cells past the header are tolerated only when empty (e.g. a trailing comma).
    if (fields.length > header.length && fields.slice(header.length).every((f) => f.trim() === '')) fields = fields.slice(0, header.length)
    const values: Record<string, string> = {}
    header.forEach((h, index) => {
      if (index < fields.length) values[h] = fields[index]
    })
    out.push({ row: record.row, line: record.line, values, fieldCount: fields.length })
  }
  return { header, headerRow: headerRecord.row, records: out }
}
