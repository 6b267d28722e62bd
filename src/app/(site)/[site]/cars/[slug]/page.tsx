/** /cars/{slug}: the vehicle detail page, which lives in its feature (src/vehicle/VehiclePage.tsx). */
export { VehiclePage as default, vehiclePageMetadata as generateMetadata } from '@/vehicle/VehiclePage'

// Rendered once per site and path on first visit, then served from Next's cache until a Payload
// hook expires the site's tags (src/cache/revalidate.ts) or `revalidate` (the layout) passes.
export function generateStaticParams() {
  return []
}

// Time decides visibility (sold days) and tags (new for 8 days): re-render at least every 5 minutes.
export const revalidate = 300
