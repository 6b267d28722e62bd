/**
 * The lead summary's panels besides the car: who the shopper is and what they want, the other
 * answers, how delivery went, and the raw submission (and trade-in valuation) collapsed.
 */
import type { CSSProperties } from 'react'
import type { Lead } from '@/payload-types'
import type { LeadView } from '@/leads/delivery/leadView'
import { formatLeadTime } from '@/rules/leadTimes'
import { box, linkRow, rawPre } from './leadSummaryStyles'

const dl: CSSProperties = { display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: '0.25rem 1rem', margin: 0 }

/** What the shopper wants, when it came (and last changed), where from, and how to reach them. */
export function ShopperPanel({ lead, view, zone, changed }: { lead: Lead; view: LeadView; zone: string; changed: string | null }) {
  const message = typeof view.fields.message === 'string' ? view.fields.message : null
  return (
    <div style={box}>
      <p style={{ margin: 0, fontWeight: 600 }} data-testid="lead-kind">
        {view.category}
        {view.subcategory ? ` · ${view.subcategory}` : ''}
      </p>
      <p style={{ margin: '0.25rem 0 0', color: 'var(--theme-elevation-600)' }} data-testid="lead-received">
        Received {formatLeadTime(lead.createdAt, zone)}
        {changed ? ` · last changed ${formatLeadTime(changed, zone)}` : ''}
        {lead.consent_at ? ` · marketing consent given ${formatLeadTime(lead.consent_at, zone)}` : ''}
      </p>
      {/* Issue 35 §4: the channel the shopper came from; both touches are in the details below. */}
      <p style={{ margin: '0.25rem 0 0' }} data-testid="lead-source">
        Source: {view.leadSource ?? 'not recorded'}
      </p>
      <h2 style={{ margin: 'calc(var(--base) * 0.5) 0 0.25rem' }}>{view.name || 'No name given'}</h2>
      <p style={linkRow}>
        {view.phone ? <a href={`tel:${view.phone.replace(/[^\d+]/g, '')}`}>Call {view.phone}</a> : null}
        {view.email ? <a href={`mailto:${view.email}`}>E-mail {view.email}</a> : null}
      </p>
      {message ? (
        <blockquote data-testid="lead-message" style={{ margin: 'var(--base) 0 0', padding: '0.5rem 0.75rem', borderLeft: '3px solid var(--theme-elevation-400)', whiteSpace: 'pre-wrap' }}>
          {message}
        </blockquote>
      ) : null}
    </div>
  )
}

/** The submission's other answers as label/value rows. */
export function DetailsPanel({ details }: { details: readonly (readonly [string, string])[] }) {
  if (details.length === 0) return null
  return (
    <div style={box}>
      <dl style={dl}>
        {details.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{label}</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

export function DeliveryPanel({ lead, zone }: { lead: Lead; zone: string }) {
  const attempts = lead.attempts ?? []
  return (
    <div style={box}>
      <p style={{ margin: 0, fontWeight: 600 }}>Delivery: {lead.delivery_status ?? 'pending'}</p>
      {attempts.length > 0 ? (
        <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
          {attempts.map((a, i) => (
            <li key={a.id ?? i}>
              {formatLeadTime(a.at, zone)} · {a.channel} · {a.outcome}
              {a.error ? ` (${a.error})` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: '0.25rem 0 0' }}>No delivery attempt yet.</p>
      )}
    </div>
  )
}

/** A collapsed panel with a value as indented JSON. */
function RawPanel({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  return (
    <details style={box}>
      <summary style={{ cursor: 'pointer' }}>{title}</summary>
      <pre style={rawPre} data-testid={testId}>
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  )
}

export function RawPanels({ lead }: { lead: Lead }) {
  return (
    <>
      <RawPanel title="Everything the shopper submitted (raw)" value={lead.fields ?? {}} testId="lead-raw" />
      {lead.valuation ? <RawPanel title="How the trade-in figure was made (raw)" value={lead.valuation} testId="lead-valuation-raw" /> : null}
    </>
  )
}
