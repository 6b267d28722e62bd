/** A site's leads this week by kind and by source, each linked to the admin list of those leads. */
import type { SiteFigures } from './figures'
import { adminListHref as list } from './adminListHref'

const KIND_LABELS: Record<string, string> = {
  enquiry: 'Enquiries', 'test-drive': 'Test drives', 'request-photos': 'Photo requests', contact: 'Contact', service: 'Service bookings', 'sell-my-car': 'Sell my car', finance: 'Finance',
}

type Props = { figures: SiteFigures; siteId: string; week: string }

function LeadsByKind({ figures, siteId, week }: Props) {
  if (figures.leadsThisWeekByKind.length === 0) return null
  return (
    <p style={{ margin: 'var(--base) 0 0' }}>
      This week:{' '}
      {figures.leadsThisWeekByKind.map((k, i) => (
        <span key={k.kind}>
          {i > 0 ? ', ' : ''}
          <a href={list('leads', [['site', 'equals', siteId], ['kind', 'equals', k.kind], ['createdAt', 'greater_than_equal', week]])}>
            {KIND_LABELS[k.kind] ?? k.kind} {k.count}
          </a>
        </span>
      ))}
    </p>
  )
}

function LeadsBySource({ figures, siteId, week }: Props) {
  if (figures.leadsThisWeekBySource.length === 0) return null
  return (
    <p style={{ margin: '0.5rem 0 0' }} data-testid="leads-by-source">
      By source this week:{' '}
      {figures.leadsThisWeekBySource.map((s, i) => (
        <span key={s.source ?? 'none'}>
          {i > 0 ? ', ' : ''}
          <a href={list('leads', [['site', 'equals', siteId], s.source ? ['lead_source', 'equals', s.source] : ['lead_source', 'exists', 'false'], ['createdAt', 'greater_than_equal', week]])}>
            {s.source ?? 'Not recorded'} {s.count}
          </a>
        </span>
      ))}
    </p>
  )
}

export function LeadsThisWeek(props: Props) {
  return (
    <>
      <LeadsByKind {...props} />
      <LeadsBySource {...props} />
    </>
  )
}
