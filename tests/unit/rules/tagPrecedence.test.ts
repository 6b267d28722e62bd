import { describe, expect, it } from 'vitest'
import {
  CERTIFIED_IMAGE_ALT,
  carTag,
  electricOrHybridFuel,
  isNewArrival,
  isSoldCar,
  toEpochMs,
  type TagCar,
} from '@/rules/tagPrecedence'

const DAY = 86_400_000
const now = new Date('2025-06-15T12:00:00+10:00')
const nowMs = now.getTime()
const old = new Date(nowMs - 30 * DAY).toISOString()
const on = { electricHybridTag: true }
const off = {}

/** A car that matches every rule, so each test can switch rules off one by one. */
const everything: TagCar = {
  status: 'coming_soon',
  simple_fuel: 'Hybrid',
  reserved: true,
  certified: true,
  car_type: 'used',
  make: 'Toyota',
  tag: 'Low kms',
  created_at: new Date(nowMs - DAY).toISOString(),
}

describe('tagPrecedence (SPEC.md §4 Tag precedence, first match wins)', () => {
  it('rule 1: Electric/Hybrid fuel on sites with the option → green tag with the fuel name', () => {
    expect(carTag(everything, on, now)).toEqual({ kind: 'fuel', text: 'Hybrid', tone: 'green' })
    expect(carTag({ status: 'in_stock', fuel: 'Electric', created_at: old }, on, now)).toEqual({
      kind: 'fuel',
      text: 'Electric',
      tone: 'green',
    })
  })

  it('rule 1 is off by default (site setting electricHybridTag)', () => {
    expect(carTag(everything, off, now)).toEqual({ kind: 'reserved', text: 'Reserved' })
  })

  it('rule 1 fuel matching is case-insensitive "contains", simple_fuel preferred over fuel', () => {
    expect(electricOrHybridFuel({ simple_fuel: 'PETROL/ELECTRIC' })).toBe('PETROL/ELECTRIC')
    expect(electricOrHybridFuel({ simple_fuel: 'Petrol', fuel: 'Petrol - plug-in hybrid' })).toBe('Petrol - plug-in hybrid')
    expect(electricOrHybridFuel({ simple_fuel: 'Hybrid', fuel: 'Petrol Electric' })).toBe('Hybrid')
    expect(electricOrHybridFuel({ simple_fuel: 'Diesel', fuel: 'Diesel' })).toBeNull()
    expect(electricOrHybridFuel({})).toBeNull()
  })

  it('rule 2: reserved → "Reserved" (beats certified, tag, coming soon, new)', () => {
    expect(carTag({ ...everything, simple_fuel: 'Petrol' }, on, now)).toEqual({ kind: 'reserved', text: 'Reserved' })
  })

  it('rule 3: used certified Toyota → certified logo image', () => {
    const car = { ...everything, reserved: false }
    expect(carTag(car, off, now)).toEqual({ kind: 'certified', imageAlt: CERTIFIED_IMAGE_ALT })
    expect(carTag({ ...car, make: 'toyota ' }, off, now)?.kind).toBe('certified')
  })

  it('rule 3 needs all three: used, Toyota, certified', () => {
    const base = { ...everything, reserved: false }
    expect(carTag({ ...base, car_type: 'demo' }, off, now)).toEqual({ kind: 'custom', text: 'Low kms' })
    expect(carTag({ ...base, make: 'Lexus' }, off, now)).toEqual({ kind: 'custom', text: 'Low kms' })
    expect(carTag({ ...base, certified: false }, off, now)).toEqual({ kind: 'custom', text: 'Low kms' })
  })

  it('rule 4: a tag on the car → that text (trimmed; blank tags ignored)', () => {
    const base = { ...everything, reserved: false, certified: false }
    expect(carTag({ ...base, tag: '  Low kms ' }, off, now)).toEqual({ kind: 'custom', text: 'Low kms' })
    expect(carTag({ ...base, tag: '   ' }, off, now)).toEqual({ kind: 'comingSoon', text: 'COMING SOON' })
  })

  it('rule 5: status coming_soon → "COMING SOON" (beats the new tag)', () => {
    const car = { ...everything, reserved: false, certified: false, tag: null }
    expect(carTag(car, off, now)).toEqual({ kind: 'comingSoon', text: 'COMING SOON' })
  })

  it('rule 6: created within the last 8 days → "New"', () => {
    const car: TagCar = { status: 'in_stock', created_at: new Date(nowMs - 2 * DAY).toISOString() }
    expect(carTag(car, off, now)).toEqual({ kind: 'new', text: 'New' })
  })

  it('rule 6 boundary: created exactly 8 days ago is new; 8 days + 1 s is not', () => {
    expect(carTag({ status: 'in_stock', created_at: nowMs - 8 * DAY }, off, now)?.kind).toBe('new')
    expect(carTag({ status: 'in_stock', created_at: nowMs - 8 * DAY - 1000 }, off, now)).toBeNull()
    expect(carTag({ status: 'in_stock', created_at: nowMs - 9 * DAY }, off, now)).toBeNull()
  })

  it('rule 6 created_at may be epoch seconds, epoch ms or ISO', () => {
    const sevenDaysAgo = nowMs - 7 * DAY
    expect(isNewArrival(Math.floor(sevenDaysAgo / 1000), now)).toBe(true)
    expect(isNewArrival(String(Math.floor(sevenDaysAgo / 1000)), now)).toBe(true)
    expect(isNewArrival(sevenDaysAgo, now)).toBe(true)
    expect(isNewArrival(new Date(sevenDaysAgo).toISOString(), now)).toBe(true)
    expect(isNewArrival(Math.floor((nowMs - 8 * DAY) / 1000) - 1, now)).toBe(false)
    expect(isNewArrival('not a date', now)).toBe(false)
    expect(isNewArrival(null, now)).toBe(false)
  })

  it('rule 7: otherwise no tag', () => {
    expect(carTag({ status: 'in_stock', created_at: old }, on, now)).toBeNull()
    expect(carTag({ status: 'in_stock' }, off, now)).toBeNull()
  })

  it('non-sellable (sold) cars show the sold tag, overriding every other rule', () => {
    expect(carTag({ ...everything, status: 'sold' }, on, now)).toEqual({ kind: 'sold', text: 'Sold' })
    expect(carTag({ ...everything, status: 'in_stock', sold: true }, on, now)).toEqual({ kind: 'sold', text: 'Sold' })
    expect(isSoldCar({ status: 'SOLD' })).toBe(true)
    expect(isSoldCar({ status: 'in_stock', sold: false })).toBe(false)
  })
})

describe('toEpochMs', () => {
  it('normalises seconds, milliseconds, ISO strings and Dates; rejects junk', () => {
    expect(toEpochMs(1_735_660_800)).toBe(1_735_660_800_000)
    expect(toEpochMs(1_735_660_800_000)).toBe(1_735_660_800_000)
    expect(toEpochMs('2025-01-01T00:00:00+10:00')).toBe(Date.parse('2024-12-31T14:00:00Z'))
    expect(toEpochMs(new Date(5_000_000_000_000))).toBe(5_000_000_000_000)
    expect(toEpochMs('')).toBeNull()
    expect(toEpochMs(Number.NaN)).toBeNull()
    expect(toEpochMs(undefined)).toBeNull()
  })
})
