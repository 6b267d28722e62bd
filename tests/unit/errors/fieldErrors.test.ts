import { describe, expect, it } from 'vitest'
import { fieldErrorResponse, keepFieldErrors } from '@/errors/fieldErrors'

class Minified extends Error {
  status = 400
  data = { collection: 'locations', errors: [{ path: 'address.postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }] }
}

describe('REST field messages', () => {
  it("keeps each field's own message whatever the error class is called", () => {
    const result = fieldErrorResponse(new Minified('The following field is invalid: Address > Postcode'))
    expect(result?.status).toBe(400)
    expect(result?.response.errors[0].data.errors).toEqual([{ path: 'address.postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }])
  })
  it('leaves server errors, errors without field data and GraphQL alone', async () => {
    expect(fieldErrorResponse(Object.assign(new Error('boom'), { status: 500, data: { errors: [{ path: 'x', message: 'y' }] } }))).toBeNull()
    expect(fieldErrorResponse(Object.assign(new Error('Forbidden'), { status: 403 }))).toBeNull()
    expect(await keepFieldErrors({ error: new Minified('x'), graphqlResult: { message: 'x' }, context: {} } as never)).toBeUndefined()
  })
})
