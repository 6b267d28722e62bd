import { describe, expect, it } from 'vitest'
import { financePrefill } from '@/leads/ui/financePrefill'

describe('finance prefill from the query string (SPEC.md §2 query parameters)', () => {
  it('reads preferredDealership, vehiclePriceBudget, car_id and car_type', () => {
    expect(financePrefill('?preferredDealership=harbour-toyota&vehiclePriceBudget=%2435%2C000&car_id=42&car_type=Used')).toEqual({
      preferredDealership: 'harbour-toyota',
      vehiclePriceBudget: '35000',
      car_id: '42',
      car_type: 'used',
    })
  })

  it('drops malformed values instead of prefilling them', () => {
    expect(financePrefill('preferredDealership=<script>&vehiclePriceBudget=lots&car_id=1;drop&car_type=boat')).toEqual({})
    expect(financePrefill('')).toEqual({})
  })
})
