/**
 * The feed report on the dashboard (issue 35 §3): a closed panel per site whose listing feeds are
 * on; opened, it gives the feed URLs to paste into Merchant Center and Meta Commerce Manager, the
 * count of cars in the feeds, and every car left out with why, each linking to the car to fix it.
 */
import type { FeedReport } from '@/feeds/feedReport'

export function FeedReportPanel({ report, siteId }: { report: FeedReport | null; siteId: number | string }) {
  if (!report) return null
  return (
    <details style={{ marginTop: 'var(--base)' }} data-testid="feed-report">
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>
        Listing feeds: {report.included} {report.included === 1 ? 'car' : 'cars'} in the feeds, {report.excludedCount} left out
      </summary>
      <p style={{ margin: '0.5rem 0 0' }}>Feed addresses (Google Merchant Center fetches the first two, Meta Commerce Manager the third):</p>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }} data-testid="feed-urls">
        {report.urls.map((url) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noreferrer">
              {url}
            </a>
          </li>
        ))}
      </ul>
      {report.excludedCount === 0 ? (
        <p style={{ margin: '0.5rem 0 0' }}>Every car the site lists is in the feeds.</p>
      ) : (
        <>
          <p style={{ margin: '0.5rem 0 0' }}>
            Left out:{' '}
            {report.reasons.map((r, i) => (
              <span key={r.reason}>
                {i > 0 ? ', ' : ''}
                {r.label} {r.count}
              </span>
            ))}
          </p>
          <table aria-label={`Cars left out of the listing feeds of site ${siteId}`} style={{ borderCollapse: 'collapse', marginTop: '0.25rem' }}>
            <thead>
              <tr>
                <th style={{ textAlign: 'left', padding: '0.25rem 0.5rem' }}>Car</th>
                <th style={{ textAlign: 'left', padding: '0.25rem 0.5rem' }}>Stock no.</th>
                <th style={{ textAlign: 'left', padding: '0.25rem 0.5rem' }}>Why it is left out</th>
              </tr>
            </thead>
            <tbody>
              {report.excluded.map((line) => (
                <tr key={line.id} data-testid="feed-excluded" data-reason={line.reason}>
                  <td style={{ padding: '0.25rem 0.5rem' }}>
                    <a href={`/admin/collections/vehicles/${line.id}`}>{line.name || `Car ${line.id}`}</a>
                  </td>
                  <td style={{ padding: '0.25rem 0.5rem' }}>{line.stocknum}</td>
                  <td style={{ padding: '0.25rem 0.5rem' }}>{report.reasons.find((r) => r.reason === line.reason)?.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.excludedCount > report.excluded.length ? <p style={{ margin: '0.25rem 0 0' }}>and {report.excludedCount - report.excluded.length} more</p> : null}
        </>
      )}
    </details>
  )
}
