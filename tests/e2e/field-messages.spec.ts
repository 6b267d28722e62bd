/** REST and the admin show each field's own message; URL fields refuse javascript: URLs. */
import { expect, test, type APIRequestContext } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)
const api = `http://localhost:${port}/api`
const POSTCODE = 'Invalid postcode. Please enter a 4-digit number.'

async function adminAuth(request: APIRequestContext) {
  const res = await request.post(`${api}/users/login`, { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })
  return { Authorization: `JWT ${(await res.json()).token}` }
}

test.describe('field messages', () => {
  test("a REST save with a bad postcode answers SPEC's message at the field", async ({ request }) => {
    const headers = await adminAuth(request)
    const location = (await (await request.get(`${api}/locations?limit=1&depth=0`, { headers })).json()).docs[0]
    const res = await request.patch(`${api}/locations/${location.id}`, { headers, data: { address: { ...location.address, postcode: '123' } } })
    expect(res.status()).toBe(400)
    const body = await res.json()
    expect(body.errors[0].data.errors).toContainEqual(expect.objectContaining({ path: 'address.postcode', message: POSTCODE }))
  })

  test('URL fields refuse javascript: URLs with a message at the field', async ({ request }) => {
    const headers = await adminAuth(request)
    const offer = await request.post(`${api}/offers`, { headers, data: { name: 'XSS offer', image_url: 'javascript:alert(1)' } })
    expect(offer.status()).toBe(400)
    expect((await offer.json()).errors[0].data.errors).toContainEqual(expect.objectContaining({ path: 'image_url', message: expect.stringMatching(/https:\/\//) }))
    const sites = (await (await request.get(`${api}/sites?limit=1&depth=0`, { headers })).json()).docs
    const site = await request.patch(`${api}/sites/${sites[0].id}`, { headers, data: { groupSiteUrl: 'JavaScript:alert(document.cookie)' } })
    expect(site.status()).toBe(400)
    const vehicle = (await (await request.get(`${api}/vehicles?limit=1&depth=0`, { headers })).json()).docs[0]
    const car = await request.patch(`${api}/vehicles/${vehicle.id}`, { headers, data: { file: 'data:text/html,<script>alert(1)</script>' } })
    expect(car.status()).toBe(400)
    expect((await car.json()).errors[0].data.errors[0].path).toBe('file')
  })
})
