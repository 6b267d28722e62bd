/**
 * The shopper features a car page, card, block or menu may send a shopper to, whether each is
 * built yet, the routes it needs and the site setting that turns it on ("until a feature
 * exists AND is on for the site, its button must not be shown"; SPEC.md §2 Routes).
 *
 * Building one of these features: add its routes under src/app/(site)/[site]/ and set `built:
 * true` here — this table is the one place; every button goes through `featureShown`, and
 * tests/unit/rules/shopperFeatures.test.ts checks each built feature's routes exist (and each
 * unbuilt one's do not, so a finished feature is not left switched off).
 */

export type ShopperFeature = 'finance' | 'reservation' | 'tradeInValuation' | 'onlinePurchase'

/** The site settings (sites.settings, collections/siteSettingsFields.ts) that switch features on. */
export interface FeatureSettings {
  financeEnabled?: boolean | null
  reservationsEnabled?: boolean | null
  valuationEnabled?: boolean | null
  onlinePurchaseUsed?: boolean | null
}

export interface ShopperFeatureSpec {
  built: boolean
  /** The routes the feature's buttons lead to, as SPEC.md §2 names them ({slug}: a car's slug). */
  routes: readonly string[]
  /** The site's switch, with the setting's default (checkboxes: undefined means the default). */
  enabled: (site: FeatureSettings) => boolean
}

export const SHOPPER_FEATURES: Readonly<Record<ShopperFeature, ShopperFeatureSpec>> = {
  finance: { built: true, routes: ['/finance'], enabled: (s) => s.financeEnabled !== false },
  // Reserve online: /cars/{slug}/checkout, or /cars/{slug}/buy-online on sites whose reservePath says so.
  reservation: { built: true, routes: ['/cars/{slug}/checkout', '/cars/{slug}/buy-online'], enabled: (s) => s.reservationsEnabled !== false },
  // "Value my trade-in" on a car: the valuation flow (SPEC.md §4) at /cars/trade-in?car_id=.
  tradeInValuation: { built: true, routes: ['/cars/trade-in'], enabled: (s) => s.valuationEnabled !== false },
  // "Buy online" for used cars (SPEC.md §5, §9): /checkout-journey?car_id=.
  onlinePurchase: { built: true, routes: ['/checkout-journey'], enabled: (s) => s.onlinePurchaseUsed === true },
}

export const SHOPPER_FEATURE_NAMES = Object.keys(SHOPPER_FEATURES) as ShopperFeature[]

/** Which features are built; the table's by default (tests pass their own to check the site switches). */
export type BuiltFeatures = Readonly<Record<ShopperFeature, boolean>>

export const BUILT_FEATURES: BuiltFeatures = Object.fromEntries(SHOPPER_FEATURE_NAMES.map((f) => [f, SHOPPER_FEATURES[f].built])) as Record<
  ShopperFeature,
  boolean
>

/** A feature's button or link may show on this site: the feature is built and the site has it on. */
export function featureShown(site: FeatureSettings, feature: ShopperFeature, built: BuiltFeatures = BUILT_FEATURES): boolean {
  return built[feature] === true && SHOPPER_FEATURES[feature].enabled(site)
}
