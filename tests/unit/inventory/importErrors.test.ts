import { describe, expect, it } from 'vitest'
import { issueFromError } from '../../../src/inventory/server/importErrors'
import { storedVehicle } from '../../../src/inventory/bulkWrite'

describe('import rows the database refuses', () => {
  it('a Payload validation error names the refused field and its reason', () => {
    const error = Object.assign(new Error('The following field is invalid: price'), { data: { errors: [{ path: 'price', message: 'must be a number' }] } })
    expect(issueFromError(error)).toEqual({ field: 'price', reason: 'must be a number' })
  })

  it('a validation error without a reason falls back to the error message', () => {
    const error = Object.assign(new Error('invalid'), { data: { errors: [{ path: 'price' }] } })
    expect(issueFromError(error)).toEqual({ field: 'price', reason: 'invalid' })
  })

  it('anything else thrown (a string, an error with odd data) is reported against the row with its message', () => {
    expect(issueFromError('connection reset')).toEqual({ field: '(row)', reason: 'could not be saved: connection reset' })
    expect(issueFromError(Object.assign(new Error('deadlock'), { data: { errors: 'nope' } }))).toEqual({ field: '(row)', reason: 'could not be saved: deadlock' })
  })
})

describe('the stored document the bulk path writes', () => {
  const now = new Date('2025-06-01T00:00:00Z')

  it('a group given in the row goes over the stored group, which goes over the defaults', () => {
    const doc = storedVehicle({ caravan: { berths: 4 } }, { id: 1, name: 'x', slug: 'x', listed_at: 'y', caravan: { length: 7 } }, { caravan: { length: 0, berths: 0 } }, undefined, now)
    expect(doc.caravan).toEqual({ length: 7, berths: 4 })
  })

  it('a stored group that is not an object (null) takes the defaults under the given fields', () => {
    const doc = storedVehicle({ caravan: { berths: 4 } }, { id: 1, name: 'x', slug: 'x', listed_at: 'y', caravan: null }, { caravan: { length: 0, berths: 0 } }, undefined, now)
    expect(doc.caravan).toEqual({ length: 0, berths: 4 })
  })

  it('a car type that is not text still gets the default price type', () => {
    const doc = storedVehicle({ car_type: 5 }, undefined, {}, undefined, now)
    expect(doc.price_type).toBe('drive_away')
  })
})
