import { describe, expect, it } from 'vitest'
import { malformedIdResponse } from '../../src/api/restGuard'

describe('REST id guard', () => {
  it('answers 404 for a non-numeric document id', async () => {
    const res = malformedIdResponse('/api/locations/not-a-number')
    expect(res?.status).toBe(404)
    expect((await res!.json()).errors[0].message).toMatch(/No locations document/)
  })
  it.each(['/api/locations/12', '/api/users/login', '/api/users/me', '/api/media/file/logo.png', '/api/globals/platform-settings', '/api/locations', '/api/sites/versions/3'])(
    'leaves %s to Payload',
    (path) => expect(malformedIdResponse(path)).toBeNull(),
  )
})
