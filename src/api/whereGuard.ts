/**
 * Checks a REST `where` query before Payload turns it into SQL. Payload passes some shapes
 * straight to PostgreSQL, which then fails and the request answers 500: `like` on a
 * relationship (`where[site][like]=x`), non-numeric ids (`where[id][in]=a,b`), an object
 * where a value belongs (`where[site][equals][$ne]=1`), geo operators on non-point fields
 * (`where[id][near]=1,2,3`), dates that are not dates. Each is answered 400 with a message
 * naming the parameter. Pure: the caller supplies how a field path resolves to a kind.
 */

/** `many`: a hasMany field (the only kind `all` works on, besides unknown ones). */
export type FieldKind = 'id' | 'number' | 'relationship' | 'date' | 'checkbox' | 'point' | 'text' | 'many' | 'other'
/** The kind of field a dotted path names, or null when unknown (left to Payload). */
export type FieldResolver = (path: string) => FieldKind | null

const OPERATORS = new Set([
  'equals', 'contains', 'not_equals', 'in', 'all', 'not_in', 'exists', 'greater_than', 'greater_than_equal',
  'less_than', 'less_than_equal', 'like', 'not_like', 'within', 'intersects', 'near',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const NUMERIC = /^-?\d+(?:\.\d+)?$/
const MAX_CONDITIONS = 200
const MAX_DEPTH = 6

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isEmpty = (v: string) => v === '' || v === 'null'

function listOf(op: string, operand: unknown): unknown[] {
  if (Array.isArray(operand)) return operand
  if (typeof operand === 'string' && (LIST_OPERATORS.has(op) || op === 'near')) return operand.split(',')
  return [operand]
}

function operandProblem(kind: FieldKind | null, field: string, op: string, operand: unknown): string | null {
  const values = listOf(op, operand)
  if (values.some((v) => typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean' && v !== null)) {
    return `the value of "${field}" ${op} must be text, not a nested object.`
  }
  if (Array.isArray(operand) && !LIST_OPERATORS.has(op) && op !== 'near') return `"${field}" ${op} takes one value, not a list.`
  if (LIST_OPERATORS.has(op) && values.length === 0) return `"${field}" ${op} needs at least one value.`
  const texts = values.map((v) => (v === null ? 'null' : String(v).trim()))
  if (op === 'all' && kind !== null && kind !== 'many' && kind !== 'other') return `"all" works only on fields holding several values, and "${field}" holds one.`
  if (texts.some((v) => v.includes('\u0000'))) return `the value of "${field}" contains a NUL character.`
  if (op === 'exists') return texts.every((v) => v === 'true' || v === 'false') ? null : `"${field}" exists takes true or false.`
  if (GEO_OPERATORS.has(op)) {
    if (kind !== 'point') return `"${op}" works only on map point fields, and "${field}" is not one.`
    return op !== 'near' || (texts.length >= 2 && texts.length <= 4 && texts.every((v) => NUMERIC.test(v)))
      ? null
      : `"${field}" near takes longitude,latitude[,max distance[,min distance]].`
  }
  switch (kind) {
    case 'id':
    case 'number':
    case 'relationship':
      if (TEXT_OPERATORS.has(op)) return `"${op}" cannot be used on "${field}", which holds numbers or document ids.`
      return texts.every((v) => NUMERIC.test(v) || isEmpty(v)) ? null : `"${field}" takes numbers${kind === 'number' ? '' : ' (document ids)'}.`
    case 'date':
      if (TEXT_OPERATORS.has(op)) return `"${op}" cannot be used on the date field "${field}".`
      return texts.every((v) => isEmpty(v) || !Number.isNaN(Date.parse(v))) ? null : `"${field}" takes dates such as 2025-01-31.`
    case 'checkbox':
      if (TEXT_OPERATORS.has(op) || op.startsWith('greater') || op.startsWith('less')) return `"${op}" cannot be used on the yes/no field "${field}".`
      return texts.every((v) => ['true', 'false', ''].includes(v) || v === 'null') ? null : `"${field}" takes true or false.`
    default:
      return null
  }
}

/** The first problem in a parsed `where` object (as qs parses it), or null when it is fine. */
export function whereProblem(where: unknown, resolve: FieldResolver): string | null {
  let conditions = 0
  const walk = (node: unknown, trail: string, depth: number): string | null => {
    if (depth > MAX_DEPTH) return `${trail} nests and/or more than ${MAX_DEPTH} levels deep.`
    if (!isPlainObject(node)) return `${trail} must hold conditions such as ${trail}[field][equals]=value.`
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null
        if (!items) return `${trail}[${key}] must be a list of conditions.`
        for (const [i, item] of items.entries()) {
          const problem = walk(item, `${trail}[${key}][${i}]`, depth + 1)
          if (problem) return problem
        }
        continue
      }
      if (!isPlainObject(value)) return `${trail}[${key}] needs an operator, e.g. ${trail}[${key}][equals]=value.`
      const kind = resolve(key)
      for (const [op, operand] of Object.entries(value)) {
        if (++conditions > MAX_CONDITIONS) return `The query has more than ${MAX_CONDITIONS} conditions.`
        if (!OPERATORS.has(op)) return `${trail}[${key}][${op}]: "${op}" is not a query operator.`
        if (isPlainObject(operand)) return `${trail}[${key}][${op}] must be a value, not a nested object.`
        const problem = operandProblem(kind, key, op, operand)
        if (problem) return `${trail}[${key}][${op}]: ${problem}`
      }
    }
    return null
  }
  return walk(where, 'where', 0)
}
