import { LocationPage, locationPageMetadata, type LocationPageProps } from '@/locations/locationPage'

export const generateMetadata = (props: LocationPageProps) => locationPageMetadata(props)

// Rendered once per site and location on first visit, then served from Next's cache until a
// Payload hook expires the site's tags or `revalidate` (the layout) passes.
export function generateStaticParams() {
  return []
}

export default function Page(props: LocationPageProps) {
  return <LocationPage {...props} />
}
