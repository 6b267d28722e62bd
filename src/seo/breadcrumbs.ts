/**
 * The vehicle page's breadcrumb trail: Home › Cars › Make › Model, linking
 * to /, /cars/ and the make and model search pages (SPEC.md §2 /search/{make}/{model}). Pure.
 */
import { searchSegment } from '@/search/searchLinks'
import { shown, type SeoCar } from './seoCar'

export interface Crumb {
  name: string
  href: string
}

export function vehicleBreadcrumbs(car: Pick<SeoCar, 'make' | 'model'>): Crumb[] {
  const trail: Crumb[] = [
    { name: 'Home', href: '/' },
    { name: 'Cars', href: '/cars/' },
  ]
  const make = shown(car.make)
  const makeSegment = make ? searchSegment(make) : ''
  if (!make || !makeSegment) return trail
  trail.push({ name: make, href: `/search/${makeSegment}` })
  const model = shown(car.model)
  const modelSegment = model ? searchSegment(model) : ''
  if (model && modelSegment) trail.push({ name: model, href: `/search/${makeSegment}/${modelSegment}` })
  return trail
}
