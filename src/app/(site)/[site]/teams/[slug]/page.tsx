import { LocationPage, locationPageMetadata, type LocationPageProps } from '@/site/locationPage'

export const generateMetadata = (props: LocationPageProps) => locationPageMetadata(props)

export default function Page(props: LocationPageProps) {
  return <LocationPage {...props} />
}
