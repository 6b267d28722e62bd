/**
 * The dashboard's notice of cars whose tag names a time that is over (src/admin/dashboard/expiredTags.ts):
 * shoppers no longer see those tags; staff rewrite or clear them. Renders nothing when there are none.
 */
import { EXPIRED_TAGS_SHOWN, expiredTagsText, type ExpiredTags } from './expiredTags'

const tagged = (siteId: string) =>
  `/admin/collections/vehicles?${new URLSearchParams([
    ['where[and][0][site][equals]', siteId],
    ['where[and][1][tag][exists]', 'true'],
    ['where[and][2][status][not_equals]', 'sold'],
  ]).toString()}`

export function ExpiredTagsNotice({ found, siteId }: { found: ExpiredTags; siteId: string }) {
  if (found.count === 0) return null
  return (
    <div style={{ marginTop: 'var(--base)' }} data-testid="expired-tags" role="status">
      <p style={{ margin: 0, fontWeight: 600 }}>
        {expiredTagsText(found.count)}: shoppers no longer see {found.count === 1 ? 'it' : 'them'}. Rewrite or clear each tag.
      </p>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
        {found.cars.map((car) => (
          <li key={car.id}>
            <a href={`/admin/collections/vehicles/${car.id}`}>{car.name}</a>: “{car.tag}”
          </li>
        ))}
        {found.count > EXPIRED_TAGS_SHOWN ? (
          <li>
            <a href={tagged(siteId)}>and {found.count - EXPIRED_TAGS_SHOWN} more among the tagged cars</a>
          </li>
        ) : null}
      </ul>
    </div>
  )
}
