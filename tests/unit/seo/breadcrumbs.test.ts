import { describe, expect, it } from 'vitest'
import { vehicleBreadcrumbs } from '@/seo/breadcrumbs'

describe('vehicleBreadcrumbs: Home › Cars › Make › Model', () => {
  it('links the make and model search pages (lower case, spaces as hyphens)', () => {
    expect(vehicleBreadcrumbs({ make: 'Land Rover', model: 'Range Rover Sport' })).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Cars', href: '/cars/' },
      { name: 'Land Rover', href: '/search/land-rover' },
      { name: 'Range Rover Sport', href: '/search/land-rover/range-rover-sport' },
    ])
  })
  it('stops where the car has no make or model', () => {
    expect(vehicleBreadcrumbs({ make: 'Jayco', model: null })).toHaveLength(3)
    expect(vehicleBreadcrumbs({ make: 'null', model: 'X' })).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Cars', href: '/cars/' },
    ])
  })
})
