import { describe, expect, it } from 'vitest'
import { classifyTouch, describeTouch, leadSourceLines, leadSourceOf, leadTouchesSchema, liveVisit, nextTouches, touchFromLanding, visitAfterLanding } from '@/rules/leadSource'

const at = new Date('2026-12-06T10:00:00.000Z')

describe('lead source: the channel of a touch (issue 35 §4)', () => {
  it.each([
    [{ gclid: 'abc' }, 'Google Ads'],
    [{ utm_source: 'google', utm_medium: 'cpc' }, 'Google Ads'],
    [{ utm_source: 'facebook', utm_medium: 'paid_social' }, 'Facebook'],
    [{ fbclid: 'xyz' }, 'Facebook'],
    [{ msclkid: 'm1' }, 'Microsoft Ads'],
    [{ utm_source: 'bing', utm_medium: 'cpc' }, 'Microsoft Ads'],
    [{ utm_source: 'carsales', utm_medium: 'display' }, 'Other paid'],
    [{ utm_source: 'newsletter', utm_medium: 'email' }, 'Email'],
    [{ utm_source: 'linkedin' }, 'Social'],
    [{ utm_source: 'spring-flyer' }, 'Other campaign'],
    [{ referrer: 'https://www.google.com.au/' }, 'Organic search'],
    [{ referrer: 'https://duckduckgo.com/' }, 'Organic search'],
    [{ referrer: 'https://l.facebook.com/l.php' }, 'Facebook'],
    [{ referrer: 'https://t.co/abc' }, 'Social'],
    [{ referrer: 'https://mail.google.com/mail/u/0/' }, 'Email'],
    [{ referrer: 'https://www.whichcar.com.au/reviews' }, 'Referral'],
    [{}, 'Direct'],
  ])('%o is %s', (touch, label) => {
    expect(classifyTouch(touch)).toBe(label)
  })

  it('a click id wins over tags that say otherwise (an ad was clicked)', () => {
    expect(classifyTouch({ utm_source: 'newsletter', utm_medium: 'email', gclid: 'g' })).toBe('Google Ads')
  })
})

describe('lead source: the touches a page load makes', () => {
  it('reads utm tags and click ids from the landing and keeps only the external referrer', () => {
    const touch = touchFromLanding('https://acme.example/cars/x?utm_source=google&gclid=G1&other=1', 'https://www.google.com/search?q=car', at)
    expect(touch).toEqual({ utm_source: 'google', gclid: 'G1', referrer: 'https://www.google.com/search', landing_path: '/cars/x', at: at.toISOString() })
  })

  it('a move inside the site or a reload says nothing new', () => {
    expect(touchFromLanding('https://acme.example/cars/', 'https://acme.example/', at)).toBeNull()
    expect(touchFromLanding('https://acme.example/cars/', '', at)).toBeNull()
  })

  it('the first touch stays for the visit; the last is the newest landing that said something', () => {
    const ad = touchFromLanding('https://acme.example/?utm_source=google&gclid=G1', null, at)
    const visit = nextTouches(null, ad, '/', at)
    expect(visit.first).toEqual(ad)
    const inside = nextTouches(visit, null, '/cars/', at)
    expect(inside).toBe(visit)
    const mail = touchFromLanding('https://acme.example/?utm_source=news&utm_medium=email', null, at)
    expect(nextTouches(inside, mail, '/', at)).toEqual({ first: ad, last: mail })
  })

  it('a visit that starts with nothing starts direct', () => {
    expect(nextTouches(null, null, '/cars/', at)).toEqual({ first: { landing_path: '/cars/', at: at.toISOString() }, last: { landing_path: '/cars/', at: at.toISOString() } })
  })
})

describe('lead source: the lead\'s source and its words', () => {
  it('is the last touch, or the first when the last was direct', () => {
    expect(leadSourceOf({ first: { gclid: 'g' }, last: { referrer: 'https://t.co/x' } })).toBe('Social')
    expect(leadSourceOf({ first: { gclid: 'g' }, last: {} })).toBe('Google Ads')
    expect(leadSourceOf(null)).toBeNull()
  })

  it('says the source and both touches for staff and the CRM', () => {
    expect(describeTouch({ utm_source: 'google', gclid: 'G1' })).toBe('Google Ads (utm_source=google, gclid)')
    expect(leadSourceLines({ first: { gclid: 'g' }, last: {} })).toEqual(['Source: Google Ads', 'First touch: Google Ads (gclid)', 'Last touch: Direct'])
  })
})

describe('lead source: what the server accepts', () => {
  it('accepts two bounded touches', () => {
    expect(leadTouchesSchema.safeParse({ first: { utm_source: 'google', at: at.toISOString() }, last: {} }).success).toBe(true)
  })

  it.each([
    ['a string', 'google'],
    ['an unknown key', { first: { evil: 'x' }, last: {} }],
    ['an overlong tag', { first: { utm_source: 'x'.repeat(201) }, last: {} }],
    ['a number for a tag', { first: { utm_source: 5 }, last: {} }],
    ['a missing last touch', { first: {} }],
    ['a time that is not one', { first: { at: 'yesterday' }, last: {} }],
  ])('refuses %s', (_what, value) => {
    expect(leadTouchesSchema.safeParse(value).success).toBe(false)
  })
})

describe('lead source: the visit kept in the browser', () => {
  const visitMs = 30 * 60_000
  const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000)

  it('keeps the first touch while the shopper keeps loading pages, and starts a new visit after the idle bound', () => {
    const landed = visitAfterLanding(null, 'https://acme.example/?utm_source=google&gclid=G', null, at, visitMs)
    const inside = visitAfterLanding(JSON.stringify(landed), 'https://acme.example/cars/', 'https://acme.example/', later(20), visitMs)
    expect(inside.touches.first.gclid).toBe('G')
    const nextDay = visitAfterLanding(JSON.stringify(inside), 'https://acme.example/cars/', '', later(20 + 31), visitMs)
    expect(classifyTouch(nextDay.touches.first)).toBe('Direct')
  })

  it('ignores a tampered store', () => {
    expect(liveVisit('{"touches":{"first":{"x":1},"last":{}},"seen":"2026-12-06T10:00:00Z"}', at, visitMs)).toBeNull()
    expect(liveVisit('nope', at, visitMs)).toBeNull()
  })
})
