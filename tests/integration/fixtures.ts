/** Two sites with their own staff and data: the minimum to prove tenant isolation. */
import type { Payload } from 'payload'
import { unique } from './payload'

export type TwoSites = Awaited<ReturnType<typeof createTwoSites>>

export async function createTwoSites(payload: Payload) {
  const make = async (label: string) => {
    const site = await payload.create({ collection: 'sites', data: { name: `Site ${label}`, slug: unique(label) }, overrideAccess: true })
    const dealership = await payload.create({
      collection: 'dealerships',
      data: { name: `${label} Motors`, site: site.id, dealerLicenceNumber: '12345' },
      overrideAccess: true,
    })
    const location = await payload.create({
      collection: 'locations',
      data: { name: `${label} Sales`, site: site.id, dealership: dealership.id, location_type: 'sales' },
      overrideAccess: true,
    })
    const editor = await payload.create({
      collection: 'users',
      data: { email: `${unique(label)}@example.com`, password: 'test-password-1', role: 'site-editor', sites: [{ site: site.id }] },
      overrideAccess: true,
    })
    return { site, dealership, location, editor: { ...editor, collection: 'users' as const } }
  }
  const a = await make('alpha')
  const b = await make('bravo')
  const admin = await payload.create({
    collection: 'users',
    data: { email: `${unique('admin')}@example.com`, password: 'test-password-1', role: 'platform-admin' },
    overrideAccess: true,
  })
  return { a, b, admin: { ...admin, collection: 'users' as const } }
}

/** A group editor of the given sites, as the access rules receive a signed-in user. */
export async function createGroupEditor(payload: Payload, siteIds: number[]) {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${unique('group')}@example.com`, password: 'test-password-1', role: 'group-editor', sites: siteIds.map((site) => ({ site })) },
    overrideAccess: true,
  })
  return { ...(user as unknown as Record<string, unknown>), collection: 'users' as const }
}
