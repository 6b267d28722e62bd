import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { InventoryFileError, csvRows, decodeText, formatOf, jsonRows, readInventoryFile } from '../../../src/inventory/readFile'
import { validateRow } from '../../../src/inventory/server/schema'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inv-read-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const write = (name: string, content: string | Uint8Array) => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, content)
  return file
}
const HEADER = 'dealership_slug,stocknum,make,model,car_type'

describe('formatOf', () => {
  it('detects CSV and JSON by extension, any case', () => {
    expect(formatOf('feed.csv')).toBe('csv')
    expect(formatOf('FEED.JSON')).toBe('json')
    expect(formatOf('feed.xlsx')).toBeUndefined()
  })
})

describe('csvRows', () => {
  it('numbers rows as in the file (header row 1) and flags rows with the wrong number of cells', () => {
    const file = csvRows(`${HEADER}\r\na,1,Toyota,"Land, Cruiser",new\r\n\r\nb,2,Mazda\r\n`)
    expect(file.rows).toEqual([
      { row: 2, data: { dealership_slug: 'a', stocknum: '1', make: 'Toyota', model: 'Land, Cruiser', car_type: 'new' } },
      { row: 4, data: { dealership_slug: 'b', stocknum: '2', make: 'Mazda' }, issues: [{ field: '(row)', reason: 'has 3 cells but the header has 5 (an unquoted comma, or a missing cell?)' }] },
    ])
  })

  it('refuses a header without the required columns (dealership_slug may come from --dealership)', () => {
    expect(() => csvRows('stocknum,make\n1,x\n')).toThrow(/lacks required column\(s\): dealership_slug, model, car_type/)
    expect(() => csvRows('stocknum,make,model,car_type\n1,x,y,new\n', { dealership: 'd' })).not.toThrow()
    expect(() => csvRows('STOCKNUM,Make,Model,Car_Type,Dealership_Slug\n')).not.toThrow()
  })

  it('hints at semicolon-separated files', () => {
    expect(() => csvRows('dealership_slug;stocknum;make;model;car_type\n')).toThrow(/semicolon/)
  })

  it('turns parser errors and empty files into file errors', () => {
    expect(() => csvRows(`${HEADER}\na,1,"open\n`)).toThrow(InventoryFileError)
    expect(() => csvRows(`${HEADER}\na,1,"open\n`)).toThrow(/Unterminated quoted field.*line 2/)
    expect(() => csvRows('')).toThrow(/empty/)
    expect(() => csvRows(`${HEADER},make\n`)).toThrow(/appears twice/)
  })

  it('gives the schema what it needs: a row from a CSV validates', () => {
    const [row] = csvRows(`${HEADER},price,caravan.sleeps\nsunshine-toyota,ST1,Toyota,RAV4,new,"$34,990",4\n`).rows
    expect(validateRow(row.data)).toMatchObject({ ok: true, value: { price: 34990, caravan: { sleeps: 4 } } })
  })
})

describe('jsonRows', () => {
  it('reads an array or { vehicles: [...] }; the first object is row 1', () => {
    expect(jsonRows('[{"stocknum":"A"},{"stocknum":"B"}]').rows.map((r) => r.row)).toEqual([1, 2])
    expect(jsonRows('{"vehicles":[{"stocknum":"A"}]}').rows).toEqual([{ row: 1, data: { stocknum: 'A' } }])
  })

  it('rejects entries that are not objects, keeping the others', () => {
    const rows = jsonRows('[{"stocknum":"A"}, 5, [1]]').rows
    expect(rows[1]).toEqual({ row: 2, data: {}, issues: [{ field: '(row)', reason: 'must be an object, got 5' }] })
    expect(rows[2].issues?.[0].reason).toBe('must be an object, got an array')
  })

  it('refuses malformed JSON and other shapes', () => {
    expect(() => jsonRows('{"vehicles": [')).toThrow(/Not a readable JSON file/)
    expect(() => jsonRows('{"cars": []}')).toThrow(/must hold an array of vehicles/)
    expect(() => jsonRows('42')).toThrow(InventoryFileError)
  })
})

describe('decodeText', () => {
  it('reads UTF-8 (with or without BOM), UTF-16 with BOM, and falls back to Windows-1252 with a warning', () => {
    expect(decodeText(new TextEncoder().encode('\uFEFFcafé'))).toEqual({ text: 'café' })
    expect(decodeText(Uint8Array.from([0xff, 0xfe, 0x61, 0x00, 0xe9, 0x00]))).toEqual({ text: 'aé' })
    const latin = decodeText(Uint8Array.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x92, 0x9f]))
    expect(latin.text).toBe('café €\u2019\u0178')
    expect(latin.warning).toMatch(/not UTF-8/)
  })
})

describe('readInventoryFile', () => {
  it('reads a CSV file with a BOM and CRLF', () => {
    const file = write('feed.csv', `\uFEFF${HEADER}\r\nsunshine-toyota,ST1,Toyota,RAV4,new\r\n`)
    expect(readInventoryFile(file)).toMatchObject({ format: 'csv', rows: [{ row: 2, data: { dealership_slug: 'sunshine-toyota' } }], warnings: [] })
  })

  it('gives clear errors for a missing file, a directory and an unknown extension', () => {
    expect(() => readInventoryFile(path.join(dir, 'nope.csv'))).toThrow(/File not found/)
    expect(() => readInventoryFile(fs.mkdirSync(path.join(dir, 'd.csv'), { recursive: true }) ?? path.join(dir, 'd.csv'))).toThrow(/is a directory/)
    expect(() => readInventoryFile(write('feed.xlsx', 'x'))).toThrow(/must end in \.csv or \.json/)
  })

  it('reads the sample files: same 12 rows, two of them bad on purpose', () => {
    const csv = readInventoryFile('samples/inventory-sample.csv')
    const json = readInventoryFile('samples/inventory-sample.json')
    expect(csv.rows).toHaveLength(12)
    expect(json.rows).toHaveLength(12)
    const now = new Date('2025-06-01T00:00:00+10:00')
    const bad = (rows: typeof csv.rows) => rows.flatMap((r) => { const v = validateRow(r.data, { now }); return v.ok ? [] : v.issues.map((i) => ({ row: r.row, ...i })) })
    expect(bad(csv.rows)).toEqual([
      { row: 6, field: 'year', reason: '"abc" is not a number' },
      { row: 9, field: 'car_type', reason: '"old" is not one of new, demo, used' },
    ])
    expect(bad(json.rows)).toEqual([
      { row: 5, field: 'year', reason: '"abc" is not a number' },
      { row: 8, field: 'car_type', reason: '"old" is not one of new, demo, used' },
    ])
    // Both formats say the same thing about every good row.
    const values = (rows: typeof csv.rows) => rows.map((r) => validateRow(r.data, { now })).filter((v) => v.ok).map((v) => (v.ok ? v.value : null))
    const strip = (v: Record<string, unknown> | null) => ({ ...v, listed_at: undefined })
    expect(values(json.rows).map(strip)).toEqual(values(csv.rows).map(strip))
  })
})
