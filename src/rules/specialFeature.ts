/**
 * SPEC.md §4 "Vehicle eligibility for a special feature": "On the site for one manufacturer: new or
 * demo cars of that make. On a second flagged site: used cars."
 *
 * Per site (sites.settings.specialFeature): `off` (default), `new-demo-of-make` (new or demo cars
 * whose make is the site's make, `sites.manufacturerName`; a site without a make has no eligible
 * car), or `used` (every used car). Eligible cars carry a badge named by
 * `sites.settings.specialFeatureLabel` on search results and the car page, and search offers a
 * filter for them (the index record's `special_feature`, src/search/record.ts).
 */

const SPECIAL_FEATURE_MODES = ['off', 'new-demo-of-make', 'used'] as const
export type SpecialFeatureMode = (typeof SPECIAL_FEATURE_MODES)[number]

/** The badge and filter name when the site leaves its label empty. */
export const DEFAULT_SPECIAL_FEATURE_LABEL = 'Featured'

export interface SpecialFeatureSetting {
  mode: SpecialFeatureMode
  /** The site's make (single-brand sites), for `new-demo-of-make`. */
  siteMake?: string | null
}

export interface SpecialFeatureCar {
  car_type?: string | null
  make?: string | null
}

const norm = (v: string | null | undefined): string => (v ?? '').trim().toLowerCase()

/** A stored setting as a mode: anything unknown is `off`. */
export function specialFeatureMode(value: unknown): SpecialFeatureMode {
  return (SPECIAL_FEATURE_MODES as readonly unknown[]).includes(value) ? (value as SpecialFeatureMode) : 'off'
}

/** Whether the site's special feature can apply to any car (on, and a make known when needed). */
function specialFeatureActive(setting: SpecialFeatureSetting): boolean {
  if (setting.mode === 'used') return true
  return setting.mode === 'new-demo-of-make' && norm(setting.siteMake) !== ''
}

/** SPEC.md §4: is this car eligible for the site's special feature? */
export function isSpecialFeatureEligible(car: SpecialFeatureCar, setting: SpecialFeatureSetting): boolean {
  if (!specialFeatureActive(setting)) return false
  const type = norm(car.car_type)
  if (setting.mode === 'used') return type === 'used'
  return (type === 'new' || type === 'demo') && norm(car.make) === norm(setting.siteMake)
}

/** The badge and filter name: the site's label trimmed (at most 40 characters), else "Featured". */
export function specialFeatureLabel(label: string | null | undefined): string {
  const text = (label ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
  return text || DEFAULT_SPECIAL_FEATURE_LABEL
}

/** The plain view the UI needs: null when the feature is off. */
export interface SpecialFeatureView extends SpecialFeatureSetting {
  label: string
}

export function specialFeatureView(
  site: { manufacturerName?: string | null; settings?: { specialFeature?: string | null; specialFeatureLabel?: string | null } | null },
): SpecialFeatureView | null {
  const setting: SpecialFeatureSetting = { mode: specialFeatureMode(site.settings?.specialFeature), siteMake: site.manufacturerName?.trim() || null }
  return specialFeatureActive(setting) ? { ...setting, label: specialFeatureLabel(site.settings?.specialFeatureLabel) } : null
}
