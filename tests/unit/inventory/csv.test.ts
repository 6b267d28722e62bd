import { describe, expect, it } from 'vitest'
import { CsvError, csvTable, parseCsv } from '../../../src/inventory/server/csvReader'

const fields = (text: string) => parseCsv(text).map((r) => r.fields)

describe('parseCsv (RFC 4180)', () => {
  it('splits records and fields', () => {
    expect(fields('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ])
  })

  it('accepts CRLF, LF and lone CR line endings, with or without a final line break', () => {
    expect(fields('a,b\r\n1,2\r\n')).toEqual([['a', 'b'], ['1', '2']])
    expect(fields('a,b\r1,2')).toEqual([['a', 'b'], ['1', '2']])
    expect(fields('a,b\n1,2')).toEqual([['a', 'b'], ['1', '2']])
  })

  it('drops a leading byte-order mark', () => {
    expect(fields('\uFEFFstocknum,make\nA1,Toyota\n')[0]).toEqual(['stocknum', 'make'])
  })

  it('keeps commas inside quoted fields', () => {
    expect(fields('"$34,990","Toyota, Inc"\n')).toEqual([['$34,990', 'Toyota, Inc']])
  })

  it('turns doubled quotes into one quote', () => {
    expect(fields('"She said ""hi""",""""\n')).toEqual([['She said "hi"', '"']])
  })

  it('keeps line breaks inside quoted fields (normalised to \\n) and counts rows as records', () => {
    const records = parseCsv('h1,h2\r\n"line one\r\nline two",x\r\nnext,y\r\n')
    expect(records.map((r) => r.fields)).toEqual([
      ['h1', 'h2'],
      ['line one\nline two', 'x'],
      ['next', 'y'],
    ])
    expect(records.map((r) => r.row)).toEqual([1, 2, 3])
    expect(records.map((r) => r.line)).toEqual([1, 2, 4])
  })

  it('keeps empty fields, quoted and unquoted', () => {
    expect(fields('a,,"",d\n')).toEqual([['a', '', '', 'd']])
    expect(fields(',\n')).toEqual([['', '']])
  })

  it('is lenient with sloppy quoting: literal quotes mid-field, text after a closing quote, spaces before an opening quote', () => {
    expect(fields('12" wheels,b\n')).toEqual([['12" wheels', 'b']])
    // text after a closing quote keeps the field (quotes and all) instead of failing the file
    expect(fields('"abc"def,x\n')).toEqual([['"abc"def', 'x']])
    expect(fields('a, "b,c"\n')).toEqual([['a', 'b,c']])
    expect(fields('a,  b \n')).toEqual([['a', 'b ']])
  })

  it('reads line endings mixed in one file and counts lines across quoted line breaks', () => {
    const records = parseCsv('a,b\r\n1,"x\ry"\n2,3\r4,5')
    expect(records.map((r) => r.fields)).toEqual([['a', 'b'], ['1', 'x\ny'], ['2', '3'], ['4', '5']])
    expect(records.map((r) => r.line)).toEqual([1, 2, 4, 5])
  })

  it('reports an unterminated quote on a later line with the line its record starts on', () => {
    expect(() => parseCsv('a,b\n"x\ny",1\n2,"open\n3,4\n')).toThrow(/quote opened on line 4 is never closed/)
  })

  it('reads 10,000 rows with quoted cells', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `ST${i},Toyota,"RAV4, GX","$34,990","two\nlines"`)
    const records = parseCsv(`stocknum,make,model,price,comments\n${rows.join('\r\n')}\r\n`)
    expect(records).toHaveLength(10_001)
    expect(records[10_000]).toEqual({ row: 10_001, line: 20_000, fields: ['ST9999', 'Toyota', 'RAV4, GX', '$34,990', 'two\nlines'] })
  })

  it('rejects an unterminated quote with the line it opened on', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(CsvError)
    try {
      parseCsv('a,b\n1,"open\n2,3\n')
    } catch (error) {
      expect((error as CsvError).line).toBe(2)
      expect((error as Error).message).toMatch(/line 2/)
    }
  })

  it('returns nothing for empty input', () => {
    expect(parseCsv('')).toEqual([])
    expect(parseCsv('\uFEFF')).toEqual([])
  })
})

describe('csvTable', () => {
  it('maps cells to header names and numbers data rows as in the file (header is row 1)', () => {
    const table = csvTable(parseCsv('stocknum,make\nA1,Toyota\n\nA2,Mazda\n'))
    expect(table.header).toEqual(['stocknum', 'make'])
    expect(table.records).toEqual([
      { row: 2, line: 2, values: { stocknum: 'A1', make: 'Toyota' }, fieldCount: 2 },
      { row: 4, line: 4, values: { stocknum: 'A2', make: 'Mazda' }, fieldCount: 2 },
    ])
  })

  it('skips blank rows, including rows of empty cells that spreadsheets export', () => {
    const table = csvTable(parseCsv('a,b\n,\n1,2\n , \n'))
    expect(table.records.map((r) => r.row)).toEqual([3])
  })

  it('trims header cells and ignores a trailing empty header cell', () => {
    expect(csvTable(parseCsv(' a , b ,\n1,2,\n')).header).toEqual(['a', 'b'])
    expect(csvTable(parseCsv(' a , b ,\n1,2,\n')).records[0]).toMatchObject({ values: { a: '1', b: '2' }, fieldCount: 2 })
  })

  it('reports the real cell count when a row has too many or too few cells', () => {
    const table = csvTable(parseCsv('a,b\n1,2,3\n1\n'))
    expect(table.records.map((r) => r.fieldCount)).toEqual([3, 1])
    expect(table.records[1].values).toEqual({ a: '1' })
  })

  it('refuses duplicate (case-insensitive) and empty header cells', () => {
    expect(() => csvTable(parseCsv('price,Price\n'))).toThrow(/appears twice/)
    expect(() => csvTable(parseCsv('a,,b\n'))).toThrow(/empty/)
  })

  it('has no header for an empty file', () => {
    expect(csvTable(parseCsv('\n\n'))).toEqual({ header: [], headerRow: 0, records: [] })
  })
})
