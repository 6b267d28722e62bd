import { describe, expect, it } from 'vitest'
import { contrastRatio, parseHex } from '@/lib/colour'
import { DEFAULT_PRIMARY, iconColours, manifestShortName, siteInitials } from '@/rules/siteIcon'

describe('siteInitials: the letters of the default icon', () => {
  it('takes the first letters of the first two words', () => {
    expect(siteInitials('Sunshine Toyota')).toBe('ST')
    expect(siteInitials('Harbour Auto Group')).toBe('HA')
    expect(siteInitials('harbour-auto group')).toBe('HA')
  })
  it('skips joining words and symbols', () => {
    expect(siteInitials('Outback Caravans & Used Cars')).toBe('OC')
    expect(siteInitials('The Car Yard')).toBe('CY')
    expect(siteInitials('& Sons Motors')).toBe('SM')
  })
  it('is one letter for a one-word name', () => {
    expect(siteInitials('Outback')).toBe('O')
  })
  it('drops accents and keeps digits', () => {
    expect(siteInitials('Émile Ōtsuka Motors')).toBe('EO')
    expect(siteInitials('4WD World')).toBe('4W')
    expect(siteInitials("O'Brien's Cars")).toBe('OC')
  })
  it('is empty when the name has no letter or digit it can draw', () => {
    for (const name of ['', '   ', '&', '汽车', null, undefined]) expect(siteInitials(name)).toBe('')
  })
})

describe('manifestShortName: the name under a home-screen icon', () => {
  it('keeps a name of 12 characters or fewer', () => {
    expect(manifestShortName('Harbour Auto')).toBe('Harbour Auto')
    expect(manifestShortName('  Sunshine  ')).toBe('Sunshine')
  })
  it('keeps the whole words that fit', () => {
    expect(manifestShortName('Sunshine Toyota')).toBe('Sunshine')
    expect(manifestShortName('Harbour Auto Group')).toBe('Harbour Auto')
    expect(manifestShortName('Outback Caravans & Used Cars')).toBe('Outback')
    expect(manifestShortName('Bob & Sons Motor Co')).toBe('Bob & Sons')
  })
  it('cuts a first word longer than 12 characters', () => {
    expect(manifestShortName('Supercalifragilistic Cars')).toBe('Supercalifra')
  })
})

describe('iconColours: the default icon in the branding colours', () => {
  it('is textOnPrimary on primaryColour, as opaque #rrggbb', () => {
    expect(iconColours({ primaryColour: '#b91c1c', textOnPrimary: '#ffffff' })).toEqual({ background: '#b91c1c', foreground: '#ffffff' })
    expect(iconColours({ primaryColour: ' #0C4A6E ', textOnPrimary: '#FEF' })).toEqual({ background: '#0c4a6e', foreground: '#ffeeff' })
    expect(iconColours({ primaryColour: '#78350f80', textOnPrimary: '#fff' })).toEqual({ background: '#78350f', foreground: '#ffffff' })
  })
  it('falls back to the branding defaults for a missing or malformed colour', () => {
    expect(iconColours(null)).toEqual({ background: DEFAULT_PRIMARY, foreground: '#ffffff' })
    expect(iconColours({ primaryColour: 'red', textOnPrimary: 'url(x)' })).toEqual({ background: DEFAULT_PRIMARY, foreground: '#ffffff' })
  })
  it('draws the initials in black or white when the text colour would not stand out', () => {
    expect(iconColours({ primaryColour: '#b91c1c', textOnPrimary: '#b91c1c' }).foreground).toBe('#ffffff')
    expect(iconColours({ primaryColour: '#fde047', textOnPrimary: '#ffffff' }).foreground).toBe('#000000')
    const c = iconColours({ primaryColour: '#777777', textOnPrimary: '#808080' })
    expect(contrastRatio(parseHex(c.background)!, parseHex(c.foreground)!)).toBeGreaterThanOrEqual(3)
  })
})
