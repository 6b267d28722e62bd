/** GET /api/geocode?postcode=4000: a postcode's point for "Find your nearest dealership" (src/locations/geocodeEndpoint.ts). */
import { geocoder } from '@/locations/geocoder'
import { createGeocodeHandler } from '@/locations/geocodeEndpoint'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = createGeocodeHandler({ geocoder })
