/**
 * A small RFC 4180 CSV parser (no CSV library is installed): comma-separated fields, fields
 * in double quotes may hold commas, line breaks and doubled quotes (`""` → `"`); records end
 * with CRLF, LF or a lone CR; a leading byte-order mark is dropped. Lenient where real
 * spreadsheet exports are sloppy: a quote inside an unquoted field is kept literally, text
 * after a closing quote is appended, and spaces before an opening quote are ignored.
 * An unterminated quote is an error (it would swallow the rest of the file).
 */

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

/** Parses CSV text into records. Blank records (empty lines, or only empty fields) are kept; callers skip them. */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let inQuotes = false
  let quoteLine = 0
  let line = 1
  let recordLine = 1
  let i = 0
  const n = text.length

  const endField = () => {
    fields.push(field)
    field = ''
  }
  const endRecord = () => {
    endField()
    records.push({ row: records.length + 1, line: recordLine, fields })
    fields = []
  }

  while (i < n) {
    const c = text[i]
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i += 2
        } else {
          inQuotes = false
          i++
        }
      } else if (c === '\r' || c === '\n') {
        // Line breaks inside a quoted field are kept, normalised to \n.
        field += '\n'
        line++
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1
      } else {
        field += c
        i++
      }
      continue
    }
    if (c === ',') {
      endField()
      i++
    } else if (c === '\r' || c === '\n') {
      endRecord()
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1
      line++
      recordLine = line
    } else if (c === '"' && field.trim() === '') {
      // Opening quote (spaces before it are dropped).
      field = ''
      inQuotes = true
      quoteLine = line
      i++
    } else {
      field += c
      i++
    }
  }
  if (inQuotes) throw new CsvError(`Unterminated quoted field: the quote opened on line ${quoteLine} is never closed.`, quoteLine)
  // A final record without a trailing line break (a trailing line break ends the file cleanly).
  if (field !== '' || fields.length > 0) endRecord()
  return records
}

export const isBlankRecord = (fields: string[]) => fields.every((f) => f.trim() === '')

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
