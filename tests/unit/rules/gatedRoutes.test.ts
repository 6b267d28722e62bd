import { describe, expect, it } from 'vitest'
import {
  GATED_ROUTE_TYPES,
  gateDecision,
  gatedLinkHref,
  isRouteGated,
  signInCopy,
  signInHref,
  signInPageFor,
  gatedRouteForPath,
  type GateSettings,
  type GatedRouteType,
} from '@/rules/gatedRoutes'

const signedOut = { loading: false, id: null }
const signedIn = { loading: false, id: 7 }
const loading = { loading: true, id: null }

/** SPEC.md §4 Gated routes: route × site switch × signed in. */
const TABLE: Array<[GatedRouteType, boolean /* switch on */, boolean /* signed in */, 'open' | 'sign-in']> = [
  ['online-payment', false, false, 'sign-in'],
  ['online-payment', true, false, 'sign-in'],
  ['online-payment', false, true, 'open'],
  ['online-payment', true, true, 'open'],
  ['trade-in', true, false, 'open'],
  ['trade-in', false, false, 'open'],
  ['trade-in', true, true, 'open'],
  ['sell-my-car', true, false, 'open'],
  ['sell-my-car', false, false, 'open'],
  ['checkout', true, false, 'sign-in'],
  ['checkout', false, false, 'open'],
  ['checkout', true, true, 'open'],
  ['finance', true, false, 'sign-in'],
  ['finance', false, false, 'open'],
  ['finance', true, true, 'open'],
  ['spin-to-win', true, false, 'sign-in'],
  ['spin-to-win', false, false, 'open'],
  ['spin-to-win', true, true, 'open'],
]

describe('gateDecision (SPEC.md §4 Gated routes)', () => {
  it.each(TABLE)('%s with its switch %s, signed in %s → %s', (route, on, isIn, expected) => {
    const settings: GateSettings = { shopperAccounts: true, gatedRoutes: on ? [route as string, 'trade-in', 'sell-my-car'] : [] }
    expect(gateDecision(route, settings, isIn ? signedIn : signedOut)).toBe(expected)
  })

  it('keeps a link on its target while the session check is still loading', () => {
    for (const route of GATED_ROUTE_TYPES) {
      expect(gateDecision(route, { shopperAccounts: true, gatedRoutes: ['checkout', 'finance', 'spin-to-win'] }, loading)).toBe('open')
    }
  })

  it('gates nothing when shopper accounts are off; online-payment is then unavailable', () => {
    const off = { shopperAccounts: false, gatedRoutes: ['checkout', 'finance', 'spin-to-win'] }
    for (const route of GATED_ROUTE_TYPES) {
      expect(isRouteGated(route, off)).toBe(false)
      expect(gateDecision(route, off, signedOut)).toBe(route === 'online-payment' ? 'unavailable' : 'open')
    }
    expect(gateDecision('finance', {}, signedOut)).toBe('open')
  })

  it('an empty id is not signed in', () => {
    expect(gateDecision('online-payment', { shopperAccounts: true }, { loading: false, id: '' })).toBe('sign-in')
  })
})

describe('gated links', () => {
  const settings = { shopperAccounts: true, gatedRoutes: ['finance'] }
  it('send signed-out shoppers to /sign-in with type, redirect and back', () => {
    const href = gatedLinkHref('finance', '/finance?car_id=5', settings, signedOut, '/cars/x')
    const url = new URL(href, 'https://site.test')
    expect(url.pathname).toBe('/sign-in')
    expect(url.searchParams.get('type')).toBe('finance')
    expect(url.searchParams.get('redirect')).toBe('/finance?car_id=5')
    expect(url.searchParams.get('back')).toBe('/cars/x')
  })
  it('go straight to the target otherwise', () => {
    expect(gatedLinkHref('finance', '/finance', settings, signedIn)).toBe('/finance')
    expect(gatedLinkHref('trade-in', '/trade-in', settings, signedOut)).toBe('/trade-in')
  })
  it('signInHref defaults back to the redirect', () => {
    expect(signInHref('watchlist', '/cars/a')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fa&back=%2Fcars%2Fa')
  })
})

describe('signInCopy (SPEC.md §2 /sign-in type)', () => {
  it('has a heading per type and a plain one for unknown types', () => {
    expect(signInCopy('watchlist').heading).toBe('Sign in to save cars')
    expect(signInCopy('online-payment').type).toBe('online-payment')
    expect(signInCopy('<script>').type).toBe('account')
    expect(signInCopy(undefined).heading).toBe('Sign in')
  })
})

describe('signInPageFor (issue 32: "Sign in to save cars" only to signed-out shoppers)', () => {
  it('shows the sign-in copy only to a signed-out shopper', () => {
    expect(signInPageFor('watchlist', null)).toMatchObject({ step: 'sign-in', heading: 'Sign in to save cars' })
    expect(signInPageFor('finance', null)).toMatchObject({ step: 'sign-in', type: 'finance' })
  })

  it('asks a signed-in shopper saving a car without a phone only for the phone, never to sign in', () => {
    const page = signInPageFor('watchlist', { phone: null })
    expect(page).toMatchObject({ step: 'add-phone', heading: 'Add your mobile to save cars' })
    expect(JSON.stringify(page)).not.toMatch(/sign in/i)
    expect(signInPageFor('watchlist', { phone: '12' }).step).toBe('add-phone')
  })

  it('sends any other signed-in shopper straight on', () => {
    expect(signInPageFor('watchlist', { phone: '0412 345 678' })).toEqual({ step: 'go-on' })
    expect(signInPageFor('finance', { phone: null })).toEqual({ step: 'go-on' })
    expect(signInPageFor(undefined, {})).toEqual({ step: 'go-on' })
  })
})

describe('gatedRouteForPath (SPEC.md §2 routes)', () => {
  it.each([
    ['/finance', 'finance'],
    ['/finance/?car_id=3', 'finance'],
    ['/apply-for-finance', 'finance'],
    ['/personalised/finance', 'finance'],
    ['/cars/2022-corolla/checkout', 'checkout'],
    ['/cars/2022-corolla/buy-online', 'checkout'],
    ['/checkout-journey?car_id=x', 'checkout'],
    ['/spin-to-win', 'spin-to-win'],
    ['/online-payment#pay', 'online-payment'],
    ['/trade-in', 'trade-in'],
    ['/cars/trade-in', 'trade-in'],
    ['/sell-my-car', 'sell-my-car'],
    ['/cars/2022-corolla', null],
    ['/', null],
    ['https://evil.example/finance', null],
    ['//evil.example/finance', null],
  ])('%s → %s', (href, route) => {
    expect(gatedRouteForPath(href)).toBe(route)
  })
})
