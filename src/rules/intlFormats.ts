/**
 * Shared date formatters. Building an Intl.DateTimeFormat costs far more than formatting with one
 * (tens of microseconds on a server, more on a phone), so each distinct (locale, options) pair is
 * built once. (Numbers need no Intl at all: src/rules/thousands.ts.)
 *
 * Bounded: the options come from code, not from input, except the time zone, which comes from a
 * site's settings; past MAX_ENTRIES the oldest formatter is dropped. An invalid time zone throws
 * the RangeError Intl throws, and nothing is stored.
 */
const MAX_ENTRIES = 64
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    if (dateTimeFormats.size >= MAX_ENTRIES) dateTimeFormats.delete(dateTimeFormats.keys().next().value!)
    dateTimeFormats.set(key, format)
  }
  return format
}

/** How many formatters are held (for tests of the bound). */
export function heldDateTimeFormats(): number {
  return dateTimeFormats.size
}
