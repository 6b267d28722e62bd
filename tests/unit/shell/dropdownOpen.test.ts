/**
 * A header dropdown answers the first click (issue 32): a hover previews it, and the click that
 * follows holds it open instead of closing it; a second click closes it.
 */
import { describe, expect, it } from 'vitest'
import { nextDropdownOpen, type DropdownEvent, type DropdownOpen } from '@/shell/dropdownOpen'

const after = (events: DropdownEvent[], from: DropdownOpen = 'closed') => events.reduce(nextDropdownOpen, from)

describe('header dropdown open state', () => {
  it('a click opens a closed dropdown, and the next click closes it', () => {
    expect(after(['click'])).toBe('held')
    expect(after(['click', 'click'])).toBe('closed')
  })

  it('a hover previews; the click that follows keeps it open (it closed it before)', () => {
    expect(after(['pointer-enter'])).toBe('preview')
    expect(after(['pointer-enter', 'click'])).toBe('held')
    expect(after(['pointer-enter', 'click', 'click'])).toBe('closed')
  })

  it('a preview closes when the pointer leaves; a held dropdown stays until dismissed', () => {
    expect(after(['pointer-enter', 'pointer-leave'])).toBe('closed')
    expect(after(['pointer-enter', 'click', 'pointer-leave'])).toBe('held')
    expect(after(['pointer-enter', 'click', 'pointer-leave', 'dismiss'])).toBe('closed')
    expect(after(['pointer-enter', 'click', 'pointer-leave', 'pointer-enter'])).toBe('held')
  })

  it('ArrowDown holds it open; Escape or a click elsewhere closes it from any state', () => {
    expect(after(['open-key'])).toBe('held')
    expect(after(['pointer-enter', 'open-key'])).toBe('held')
    for (const from of ['closed', 'preview', 'held'] as const) expect(after(['dismiss'], from)).toBe('closed')
  })
})
