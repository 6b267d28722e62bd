import { describe, expect, it } from 'vitest'
import {
  DESCRIPTION_CUT,
  DISCLAIMER_CUT,
  TOGGLE_THRESHOLD,
  offerTextView,
  offerToggleLabel,
  stripHtml,
  truncateAtWord,
} from '@/rules/offerText'

/** Plain text of exactly `length` characters made of 9-letter words and single spaces. */
function textOfLength(length: number): string {
  const text = 'Ninechars '.repeat(Math.ceil(length / 10) + 1).slice(0, length)
  return text.endsWith(' ') ? `${text.slice(0, -1)}z` : text
}

describe('constants (SPEC.md §9 Offer text)', () => {
  it('cuts descriptions at 160, disclaimers at 200, toggles above 200', () => {
    expect([DESCRIPTION_CUT, DISCLAIMER_CUT, TOGGLE_THRESHOLD]).toEqual([160, 200, 200])
  })
})

describe('offerTextView (SPEC.md §4 Offer text)', () => {
  it('shows a 160-character description in full with no toggle', () => {
    const text = textOfLength(160)
    expect(offerTextView(text, 'description')).toEqual({ collapsedText: text, fullText: text, collapsible: false })
  })

  it('shows exactly 200 characters in full with no toggle (threshold is "over 200")', () => {
    const text = textOfLength(200)
    expect(text).toHaveLength(200)
    expect(offerTextView(text, 'description').collapsible).toBe(false)
    expect(offerTextView(text, 'disclaimer').collapsible).toBe(false)
    expect(offerTextView(text, 'description').collapsedText).toBe(text)
  })

  it('collapses a 201-character description near 160 characters with an ellipsis', () => {
    const text = textOfLength(201)
    const view = offerTextView(text, 'description')
    expect(view.collapsible).toBe(true)
    expect(view.fullText).toBe(text)
    expect(view.collapsedText.endsWith('…')).toBe(true)
    const shown = view.collapsedText.slice(0, -1)
    expect(shown.length).toBeLessThanOrEqual(160)
    expect(shown.length).toBeGreaterThan(140)
    expect(text.startsWith(shown)).toBe(true)
  })

  it('collapses a 201-character disclaimer near 200 characters', () => {
    const text = textOfLength(201)
    const view = offerTextView(text, 'disclaimer')
    expect(view.collapsible).toBe(true)
    const shown = view.collapsedText.slice(0, -1)
    expect(shown.length).toBeLessThanOrEqual(200)
    expect(shown.length).toBeGreaterThan(180)
  })

  it('never cuts a word in half: backs up to the previous space', () => {
    const text = `${'a'.repeat(155)} boundary ${'b'.repeat(60)}`
    expect(offerTextView(text, 'description').collapsedText).toBe(`${'a'.repeat(155)}…`)
  })

  it('keeps a word that ends exactly at character 160', () => {
    const head = `${'a'.repeat(150)} ninechars`
    expect(head).toHaveLength(160)
    const text = `${head} ${'c'.repeat(60)}`
    expect(offerTextView(text, 'description').collapsedText).toBe(`${head}…`)
  })

  it('drops a trailing comma before the ellipsis', () => {
    const text = `${'a'.repeat(150)} commas, ${'d'.repeat(80)}`
    expect(offerTextView(text, 'description').collapsedText).toBe(`${'a'.repeat(150)} commas…`)
  })

  it('cuts a single overlong word at the limit', () => {
    expect(truncateAtWord('x'.repeat(300), 160)).toBe(`${'x'.repeat(160)}…`)
  })

  it('shows the full text with no toggle when the site always expands offers', () => {
    const text = textOfLength(500)
    expect(offerTextView(text, 'description', { alwaysExpanded: true })).toEqual({
      collapsedText: text,
      fullText: text,
      collapsible: false,
    })
  })

  it('treats missing text as empty, with no toggle', () => {
    expect(offerTextView(null, 'disclaimer')).toEqual({ collapsedText: '', fullText: '', collapsible: false })
  })

  it('labels the toggle "View more" when collapsed and "View less" when expanded', () => {
    expect(offerToggleLabel(false)).toBe('View more')
    expect(offerToggleLabel(true)).toBe('View less')
  })
})

describe('stripHtml', () => {
  it('turns an HTML description into plain text', () => {
    expect(stripHtml('<p>Drive away <strong>$34,990</strong>&nbsp;&amp; save</p><p>Ends&nbsp;soon</p>')).toBe(
      'Drive away $34,990 & save Ends soon',
    )
  })

  it('drops scripts, styles and comments and decodes numeric entities', () => {
    expect(stripHtml('<style>p{}</style><script>alert(1)</script>A<!-- x -->&#8217;s<br/>B')).toBe('A’s B')
  })

  it('counts the plain text, not the markup, for the toggle', () => {
    const html = `<p>${textOfLength(190)}</p>`.replace(/Ninechars/g, '<em>Ninechars</em>')
    expect(html.length).toBeGreaterThan(200)
    expect(offerTextView(stripHtml(html), 'description').collapsible).toBe(false)
  })

  it('returns "" for empty input', () => {
    expect(stripHtml(undefined)).toBe('')
  })
})
