/**
 * Model and brand pages (SPEC.md §2 Routes: "/{model-slug} or a model override url" — the
 * "Explore model" link — and "/brands/jeep (one site)"). Pure: the data module passes
 * in what the site stocks and offers.
 *
 * - A site **sells** a make and model when it has the model new or demo in stock, or runs a
 *   current offer for it; a site with a single manufacturer (site.manufacturerName) sells only
 *   that make. Used stock alone does not make a showroom (a Mazda dealer's used Corolla is not a
 *   Toyota model page). A model the site does not sell has no model page (404) and no link to one.
 * - The model page answers `/{model slug}` (the model name slugified: "CX-5" → /cx-5) and the
 *   same-site override url of an offer for the model. A content page with the same slug wins:
 *   the catch-all route asks for the content page first (src/app/(site)/[site]/[...path]/page.tsx),
 *   and a slug taken by one of the app's own routes (RESERVED_TOP_LEVEL) is never a model page.
 * - A **brand page** `/brands/{make}` exists when the site turns brand pages on
 *   (settings.brandPages) and sells at least one model of that make.
 */
import { slugify } from '@/lib/slug'

/** Top-level paths the app's own routes answer (src/app/(site)/[site]/…): never a model slug. */
const RESERVED_TOP_LEVEL: ReadonlySet<string> = new Set([
  'account', 'apply-for-finance', 'blog', 'book-test-drive', 'brands', 'buying', 'cars', 'checkout-journey', 'compare', 'contact',
  'contact-us', 'draft-preview', 'favourites', 'finance', 'finance-enquiry', 'finance-pre-approval', 'home', 'lead-form', 'offers',
  'online-payment', 'pages', 'personalised', 'search', 'sell-my-car', 'service', 'sign-in', 'sitemap', 'special-offers', 'spin-to-win',
  'success', 'teams', 'trade-in', 'watchlist', 'api', 'admin',
])

/** One make and model as the site stocks it (counts from the search index). */
export interface StockedModel {
  make: string
  model: string
  /** Cars of the model the site lists (any condition). */
  inStock: number
  /** New and demo cars among them. */
  newOrDemoInStock: number
}

/** The make and model an offer is for (its manufacturer's name and its model group). */
export interface OfferedModel {
  make: string
  model: string
  /** The offer's model slug, when the editor gave one. */
  slug?: string | null
  /** The offer's override url (only same-site paths count as model page paths). */
  overrideUrl?: string | null
}

/** A model the site may have a page for, with what makes it eligible. */
export interface ModelCandidate {
  make: string
  makeSlug: string
  model: string
  slug: string
  inStock: number
  newOrDemoInStock: number
  currentOffers: number
  /** Same-site override urls of the model's offers (paths such as /new/cx-5). */
  overridePaths: string[]
}

/** The slug of a model or make name ("CX-5" → "cx-5", "Citroën" → "citroen", "Land Rover" → "land-rover"). */
export function nameSlug(name: string): string {
  return slugify(name)
}

/** SPEC.md §2: the site sells the model (see the module comment). */
export function sellsModel(
  candidate: Pick<ModelCandidate, 'makeSlug' | 'slug' | 'newOrDemoInStock' | 'currentOffers'>,
  site: { manufacturerName?: string | null },
): boolean {
  if (!candidate.makeSlug || !candidate.slug || RESERVED_TOP_LEVEL.has(candidate.slug)) return false
  const single = site.manufacturerName?.trim()
  if (single && nameSlug(single) !== candidate.makeSlug) return false
  return candidate.newOrDemoInStock > 0 || candidate.currentOffers > 0
}

/** A same-site path of an override url ("/new/cx-5/" → "/new/cx-5"); null for anything else. */
export function sameSitePath(url: string | null | undefined): string | null {
  const value = url?.trim()
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  const path = value.split(/[?#]/)[0] ?? ''
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return trimmed && trimmed !== '/' ? trimmed.toLowerCase() : null
}

/** Stocked and offered models merged per make and model slug (stock counts summed), most stock first. */
export function modelCandidates(stock: readonly StockedModel[], offered: readonly OfferedModel[]): ModelCandidate[] {
  const byKey = new Map<string, ModelCandidate>()
  const entry = (make: string, model: string, slug?: string | null) => {
    const makeSlug = nameSlug(make)
    const modelSlug = slug?.trim() ? nameSlug(slug) : nameSlug(model)
    const key = `${makeSlug}/${modelSlug}`
    let found = byKey.get(key)
    if (!found) {
      found = { make: make.trim(), makeSlug, model: model.trim(), slug: modelSlug, inStock: 0, newOrDemoInStock: 0, currentOffers: 0, overridePaths: [] }
      byKey.set(key, found)
    }
    return found
  }
  for (const s of stock) {
    if (!s.make?.trim() || !s.model?.trim()) continue
    const c = entry(s.make, s.model)
    c.inStock += Math.max(0, s.inStock)
    c.newOrDemoInStock += Math.max(0, s.newOrDemoInStock)
    // The stocked spelling names the model (the search page filters on it).
    if (c.inStock > 0) c.model = s.model.trim()
  }
  for (const o of offered) {
    if (!o.make?.trim() || !(o.model?.trim() || o.slug?.trim())) continue
    const c = entry(o.make, o.model?.trim() || (o.slug as string), o.slug)
    c.currentOffers += 1
    const path = sameSitePath(o.overrideUrl)
    if (path && !c.overridePaths.includes(path)) c.overridePaths.push(path)
  }
  return [...byKey.values()]
    .filter((c) => c.makeSlug && c.slug)
    .sort((a, b) => b.inStock - a.inStock || a.make.localeCompare(b.make) || a.model.localeCompare(b.model))
}

/** The models the site sells, most stock first. */
export function soldModels(candidates: readonly ModelCandidate[], site: { manufacturerName?: string | null }): ModelCandidate[] {
  return candidates.filter((c) => sellsModel(c, site))
}

/** A path segment as a slug ("CX-5" or "cx%2D5" → "cx-5"); null when it cannot be decoded. */
function segmentSlug(segment: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    return null
  }
  const slug = nameSlug(decoded)
  return slug || null
}

/**
 * The sold model a path shows: `/{model slug}` (one segment) or a same-site override url of one
 * of its offers (any depth). When two makes sell a model of the same slug, the one with more stock
 * wins. Null: no model page (the route answers 404).
 */
export function modelForPath(path: readonly string[], sold: readonly ModelCandidate[]): ModelCandidate | null {
  if (path.length === 0 || path.length > 6) return null
  let decodedPath: string
  try {
    decodedPath = `/${path.map((p) => decodeURIComponent(p)).join('/')}`.toLowerCase()
  } catch {
    return null
  }
  const byOverride = sold.find((c) => c.overridePaths.includes(decodedPath))
  if (byOverride) return byOverride
  if (path.length !== 1) return null
  const slug = segmentSlug(path[0] as string)
  if (!slug || RESERVED_TOP_LEVEL.has(slug)) return null
  return sold.find((c) => c.slug === slug) ?? null
}

/** The path of a model page: the model's own `/{slug}`. */
export function modelPagePath(model: Pick<ModelCandidate, 'slug'>): string {
  return `/${model.slug}`
}

/** The model page of a make and model, when the site sells it; null otherwise. */
export function soldModelFor(sold: readonly ModelCandidate[], make: string | null | undefined, model: string | null | undefined): ModelCandidate | null {
  const makeSlug = make?.trim() ? nameSlug(make) : ''
  const slug = model?.trim() ? nameSlug(model) : ''
  if (!slug) return null
  return sold.find((c) => c.slug === slug && (!makeSlug || c.makeSlug === makeSlug)) ?? null
}

/** Brand pages: on when the site says so. */
export function brandPagesEnabled(site: { settings?: { brandPages?: boolean | null } | null }): boolean {
  return site.settings?.brandPages === true
}

/** The makes with a brand page (those the site sells a model of), in first-seen order. */
export function brandMakes(sold: readonly ModelCandidate[]): { make: string; makeSlug: string }[] {
  const seen = new Map<string, { make: string; makeSlug: string }>()
  for (const c of sold) if (!seen.has(c.makeSlug)) seen.set(c.makeSlug, { make: c.make, makeSlug: c.makeSlug })
  return [...seen.values()].sort((a, b) => a.make.localeCompare(b.make))
}

/** The make a `/brands/{segment}` shows ("land-rover", "Land%20Rover", "citro%C3%ABn"); null → 404. */
export function brandForSegment(segment: string, sold: readonly ModelCandidate[]): { make: string; makeSlug: string } | null {
  const slug = segmentSlug(segment)
  if (!slug) return null
  return brandMakes(sold).find((b) => b.makeSlug === slug) ?? null
}

/** The path of a brand page. */
export function brandPagePath(make: { makeSlug: string }): string {
  return `/brands/${make.makeSlug}`
}

/** Facet counts of a model's stock, by index attribute (body, simple_fuel, simple_transmission, car_type, year). */
export type ModelFacets = Record<string, Record<string, number> | undefined>

const byCount = (values: Record<string, number> | undefined): string[] =>
  Object.entries(values ?? {})
    .filter(([value, count]) => value.trim() !== '' && count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([value]) => value)

const CONDITION_LABELS: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' }

/**
 * The key facts of a model page, from the model's new and demo variants in stock (issue 32: the
 * caller passes only those, src/data/modelStock.ts): how many, price from, the conditions, body types, fuel types, transmissions and model years (each only when known).
 * `formatPrice` renders a dollar amount (src/rules/currency.ts#formatCurrency).
 */
export function modelKeyFacts(
  stock: { total: number; priceMin?: number | null; facets: ModelFacets },
  formatPrice: (value: number) => string | null,
  vehicleWord = 'vehicle',
): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = []
  if (stock.total > 0) facts.push({ label: 'New and demo in stock', value: `${stock.total} ${vehicleWord}${stock.total === 1 ? '' : 's'}` })
  const price = typeof stock.priceMin === 'number' && stock.priceMin > 1000 ? formatPrice(stock.priceMin) : null
  if (price) facts.push({ label: 'Price from', value: price })
  const list = (label: string, values: string[]) => {
    if (values.length > 0) facts.push({ label, value: values.join(', ') })
  }
  list('Condition', byCount(stock.facets.car_type).map((v) => CONDITION_LABELS[v.toLowerCase()] ?? v))
  list('Body type', byCount(stock.facets.body))
  list('Fuel', byCount(stock.facets.simple_fuel))
  list('Transmission', byCount(stock.facets.simple_transmission))
  const years = Object.keys(stock.facets.year ?? {}).map(Number).filter((y) => Number.isInteger(y) && y > 1900)
  if (years.length > 0) {
    const min = Math.min(...years)
    const max = Math.max(...years)
    facts.push({ label: 'Model years', value: min === max ? String(min) : `${min}–${max}` })
  }
  return facts
}
