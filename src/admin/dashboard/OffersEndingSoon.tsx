/** A site's offers that end soon, each linked to its admin edit view, dated in the site's zone. */
import { formatAdminDateTime } from '../dates'
import type { SiteFigures } from './figures'

export function OffersEndingSoon({ offers, timeZone }: { offers: SiteFigures['offersEndingSoon']; timeZone: string }) {
  if (offers.length === 0) return null
  return (
    <div style={{ marginTop: 'var(--base)' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>Offers ending soon</p>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
        {offers.map((o) => (
          <li key={o.id}>
            <a href={`/admin/collections/offers/${o.id}`}>{o.name}</a> ends {formatAdminDateTime(o.validUntil, timeZone).split(',')[0]}
          </li>
        ))}
      </ul>
    </div>
  )
}
