/** Deleting a car (issue 31 §6): the snapshot kept on its history, and when a delete is refused. */
import { describe, expect, it } from 'vitest'
import { deleteRefusal, vehicleSnapshot } from '@/rules/vehicleDelete'

const now = new Date('2026-12-06T10:00:00Z')

describe('vehicleSnapshot', () => {
  it('keeps what identifies the car, with numbers from the database as numbers', () => {
    expect(vehicleSnapshot({ id: 7, name: '2021 Ford Ranger XLT', stocknum: ' A123 ', vin: 'MNAUMFF50JW123456', slug: '2021-ford-ranger-xlt-a123', price: '45990', year: '2021', make: 'Ford', model: 'Ranger', car_type: 'used' }, now)).toEqual({
      car_id: 7,
      name: '2021 Ford Ranger XLT',
      stocknum: 'A123',
      vin: 'MNAUMFF50JW123456',
      slug: '2021-ford-ranger-xlt-a123',
      price: 45_990,
      year: 2021,
      make: 'Ford',
      model: 'Ranger',
      car_type: 'used',
      deleted_at: '2026-12-06T10:00:00.000Z',
    })
  })

  it('names an unnamed car from its year, make, model and badge, and leaves unknowns empty', () => {
    expect(vehicleSnapshot({ id: 8, year: 2020, make: 'Toyota', model: 'Hilux', badge: 'SR5', price: null, vin: '' }, now)).toMatchObject({ name: '2020 Toyota Hilux SR5', price: null, vin: null, stocknum: null })
  })
})

describe('deleteRefusal', () => {
  it('lets a car with no hold go', () => {
    expect(deleteRefusal([], now)).toBeNull()
  })

  it('refuses a car with a paid, active hold, naming the reservation and what to do', () => {
    const refusal = deleteRefusal([{ reference: 'R-ABC123', status: 'active', payment_state: 'succeeded', created_at: '2026-12-05T10:00:00Z' }], now)
    expect(refusal).toContain('This car has a paid reservation (R-ABC123): end the hold or refund it first')
    expect(refusal).toContain('unpublish')
  })

  it('refuses a car a shopper is paying for, saying when the checkout ends', () => {
    expect(deleteRefusal([{ reference: 'R-PAY1', status: 'pending', created_at: new Date(now.getTime() - 5 * 60_000) }], now)).toContain(
      'A shopper is paying for this car right now (R-PAY1): the checkout ends within 5 minutes',
    )
    expect(deleteRefusal([{ reference: 'R-PAY2', status: 'pending', created_at: new Date(now.getTime() - 15 * 60_000) }], now)).toContain('within 1 minute;')
    expect(deleteRefusal([{ reference: 'R-PAY3', status: 'pending', created_at: new Date(now.getTime() - 25 * 60_000) }], now, 30)).toContain('within 5 minutes')
  })
})
