/**
 * Real-user vitals on the dashboard: for each page kind and device class, the p75 of
 * what shoppers' browsers measured over the last days, each against Google's "good" threshold.
 */
import { formatMetric, METRICS, THRESHOLDS, type Rating, type VitalsLine } from '@/rules/webVitals'
import { VITALS_DAYS } from './vitals'

const RATING: Record<Rating, { label: string; colour: string }> = {
  good: { label: 'good', colour: 'var(--theme-success-500, #2e7d32)' },
  'needs-improvement': { label: 'needs improvement', colour: 'var(--theme-warning-500, #b26a00)' },
  poor: { label: 'poor', colour: 'var(--theme-error-500, #c62828)' },
}

const cell: React.CSSProperties = { padding: '0.25rem 0.5rem', textAlign: 'right', whiteSpace: 'nowrap' }

export function VitalsPanel({ lines, siteId }: { lines: VitalsLine[]; siteId: number | string }) {
  return (
    <div style={{ marginTop: 'var(--base)' }} data-testid="vitals">
      <p style={{ margin: 0, fontWeight: 600 }} id={`vitals-${siteId}`}>
        Speed shoppers saw (last {VITALS_DAYS} days, 75th percentile)
      </p>
      {lines.length === 0 ? (
        <p style={{ margin: '0.25rem 0 0' }}>No reports from shoppers’ browsers yet.</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table aria-labelledby={`vitals-${siteId}`} style={{ borderCollapse: 'collapse', marginTop: '0.25rem' }}>
            <thead>
              <tr>
                <th style={{ ...cell, textAlign: 'left' }}>Page</th>
                <th style={{ ...cell, textAlign: 'left' }}>Device</th>
                {METRICS.map((m) => (
                  <th key={m} style={cell} title={`good: ≤ ${formatMetric(m, THRESHOLDS[m].good)}`}>
                    {m} <span style={{ fontWeight: 400 }}>(good ≤ {formatMetric(m, THRESHOLDS[m].good)})</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={`${line.pageKind}-${line.device}`} data-testid="vitals-row" data-page-kind={line.pageKind} data-device={line.device}>
                  <td style={{ ...cell, textAlign: 'left' }}>{line.pageKind}</td>
                  <td style={{ ...cell, textAlign: 'left' }}>{line.device}</td>
                  {METRICS.map((m) => {
                    const figure = line.metrics[m]
                    if (!figure) return <td key={m} style={cell}>–</td>
                    const r = RATING[figure.rating]
                    return (
                      <td key={m} style={cell} data-metric={m} data-rating={figure.rating} title={`${figure.samples} reports`}>
                        <span style={{ color: r.colour, fontWeight: 600 }}>{formatMetric(m, figure.p75)}</span> <span style={{ fontSize: '0.85em' }}>{r.label} · {figure.samples}</span>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
