/**
 * The vehicle page's schema.org JSON-LD (`Car` with `Offer`, and `BreadcrumbList`), serialised
 * safely (see src/seo/vehicleJsonLd.ts). Server component.
 *
 *   <VehicleJsonLd car={record} origin={siteOrigin(site)} sellerName={site.name} priceSettings={…} />
 */
import { serializeJsonLd, vehicleJsonLd, type VehicleJsonLdOptions } from '@/seo/vehicleJsonLd'
import type { SeoCar } from '@/seo/seoCar'

type Props = VehicleJsonLdOptions & { car: SeoCar }

export function VehicleJsonLd({ car, ...options }: Props) {
  return (
    <script
      type="application/ld+json"
      data-testid="vehicle-jsonld"
      // serializeJsonLd escapes <, > and & so no text can end the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(vehicleJsonLd(car, options)) }}
    />
  )
}
