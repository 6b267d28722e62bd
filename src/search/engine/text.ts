/**
 * Text normalisation for the query and the searchable attributes: case folding, accent removal,
 * and splitting into alphanumeric words.
 */

const ASCII = /^[\x00-\x7f]*$/
const COMBINING = /\p{M}+/gu
const NON_WORD_ASCII = /[^a-z0-9]+/
const NON_WORD = /[^\p{L}\p{N}]+/u
const WORD = /[\p{L}\p{N}]+/gu

/** Lower-case and strip diacritics ("Škoda" -> "skoda"). */
export function fold(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase()
  return text.normalize('NFD').replace(COMBINING, '').toLowerCase()
}

/** Folded alphanumeric words of `text`, in order (duplicates kept). */
export function tokenize(text: string): string[] {
  const folded = fold(text)
  const parts = folded.split(ASCII.test(folded) ? NON_WORD_ASCII : NON_WORD)
  const out: string[] = []
  for (const p of parts) if (p !== '') out.push(p)
  return out
}

/**
 * Words to index for one attribute value: its words, plus for each whitespace-separated chunk made
 * of several words the joined form ("CX-5" -> cx, 5, cx5; "AB-1234" -> ab, 1234, ab1234), so a
 * query typed without the punctuation still matches.
 */
export function indexWords(text: string): string[] {
  if (!ASCII.test(text)) return indexWordsUnicode(text)
  // ASCII fast path: one scan, no regular expressions
  const lower = text.toLowerCase()
  const out: string[] = []
  let wordStart = -1
  let parts = 0
  let joined = ''
  const len = lower.length
  for (let i = 0; i <= len; i++) {
    const c = i < len ? lower.charCodeAt(i) : 32
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (wordStart < 0) wordStart = i
      continue
    }
    if (wordStart >= 0) {
      const w = lower.slice(wordStart, i)
      out.push(w)
      parts++
      joined = parts === 1 ? w : joined + w
      wordStart = -1
    }
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11) {
      if (parts > 1) out.push(joined)
      parts = 0
    }
  }
  return out
}

function indexWordsUnicode(text: string): string[] {
  const words = tokenize(text)
  if (words.length < 2) return words
  for (const chunk of text.split(/\s+/)) {
    const parts = tokenize(chunk)
    if (parts.length > 1) words.push(parts.join(''))
  }
  return words
}

/** The string form of a scalar attribute value, or null for objects / null / undefined / NaN. */
export function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'bigint') return value.toString()
  return null
}

export interface HighlightPart {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

/**
 * Wrap every word of `text` that starts with one of `queryWords` (folded) in the tags; only the
 * matched prefix is wrapped when folding kept the word's length, otherwise the whole word.
 */
export function highlight(text: string, queryWords: readonly string[], pre: string, post: string): HighlightPart {
  if (queryWords.length === 0 || text === '') return { value: text, matchLevel: 'none', matchedWords: [] }
  const matched = new Set<string>()
  let out = ''
  let last = 0
  let highlightedChars = 0
  let wordChars = 0
  WORD.lastIndex = 0
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const word = m[0]
    wordChars += word.length
    const f = fold(word)
    let best = ''
    for (const q of queryWords) if (q.length > best.length && f.startsWith(q)) best = q
    if (best === '') continue
    matched.add(best)
    const len = f.length === word.length ? best.length : word.length
    out += text.slice(last, m.index) + pre + word.slice(0, len) + post
    last = m.index + len
    highlightedChars += len
  }
  if (matched.size === 0) return { value: text, matchLevel: 'none', matchedWords: [] }
  out += text.slice(last)
  const matchedWords = queryWords.filter((q) => matched.has(q))
  return {
    value: out,
    matchLevel: matchedWords.length === queryWords.length ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: highlightedChars === wordChars,
  }
}
