import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUILT_FEATURES, SHOPPER_FEATURES, SHOPPER_FEATURE_NAMES, featureShown, type BuiltFeatures } from '@/rules/shopperFeatures'

const allBuilt: BuiltFeatures = { finance: true, reservation: true, tradeInValuation: true, onlinePurchase: true }
const siteRoutes = path.resolve(__dirname, '../../../src/app/(site)/[site]')
const routeDir = (route: string) => path.join(siteRoutes, ...route.replace(/^\//, '').replace(/\{slug\}/g, '[slug]').split('/'))

describe('shopper features: a button shows only when its feature is built and on for the site (issue 18)', () => {
  it('every feature is built now (trade-in: issue 20; reservation and buying online: issue 21): each shows where its site has it on', () => {
    const everythingOn = { financeEnabled: true, reservationsEnabled: true, valuationEnabled: true, onlinePurchaseUsed: true }
    expect(featureShown(everythingOn, 'reservation')).toBe(true)
    expect(featureShown(everythingOn, 'tradeInValuation')).toBe(true)
    expect(featureShown(everythingOn, 'onlinePurchase')).toBe(true)
    expect(featureShown(everythingOn, 'finance')).toBe(true)
  })

  it('trade-in valuation is built (issue 20): shown on sites with valuation on, the default', () => {
    expect(featureShown({}, 'tradeInValuation')).toBe(true)
    expect(featureShown({ valuationEnabled: true }, 'tradeInValuation')).toBe(true)
    expect(featureShown({ valuationEnabled: false }, 'tradeInValuation')).toBe(false)
  })

  it('a built feature follows its site setting and the setting default', () => {
    expect(featureShown({}, 'finance', allBuilt)).toBe(true)
    expect(featureShown({ financeEnabled: false }, 'finance', allBuilt)).toBe(false)
    expect(featureShown({}, 'reservation', allBuilt)).toBe(true)
    expect(featureShown({ reservationsEnabled: false }, 'reservation', allBuilt)).toBe(false)
    expect(featureShown({}, 'tradeInValuation', allBuilt)).toBe(true)
    expect(featureShown({ valuationEnabled: false }, 'tradeInValuation', allBuilt)).toBe(false)
    // Buying online is off unless the site turns it on (settings.onlinePurchaseUsed defaults to false).
    expect(featureShown({}, 'onlinePurchase', allBuilt)).toBe(false)
    expect(featureShown({ onlinePurchaseUsed: true }, 'onlinePurchase', allBuilt)).toBe(true)
  })

  it('an unbuilt feature stays hidden even when on', () => {
    expect(featureShown({ onlinePurchaseUsed: true }, 'onlinePurchase', { ...allBuilt, onlinePurchase: false })).toBe(false)
  })

  it.each(SHOPPER_FEATURE_NAMES)('%s: its routes exist exactly when the table says it is built', (feature) => {
    for (const route of SHOPPER_FEATURES[feature].routes) {
      expect(fs.existsSync(routeDir(route)), `${route} (${path.relative(siteRoutes, routeDir(route))})`).toBe(BUILT_FEATURES[feature])
    }
  })
})
