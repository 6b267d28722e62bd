/**
 * The lead as a salesperson reads it: what the shopper wants, how to reach
 * them (tap to call, mail), the car with its photo, price and links (a deleted car: the snapshot kept
 * on the lead), the dealership and where
 * the lead came from, how delivery went, and the raw submission in a collapsed panel. A server
 * component: no outside script (Payload's JSON field loads its code editor from a CDN, which a
 * strict CSP or an offline office leaves blank). Reads the lead with the viewer's own access.
 * Its times are in the lead's location's zone, written one way with the zone (issue 32); Payload's
 * own "Created"/"Last Modified" (the browser's zone, another format) are hidden on this screen.
 */
import type { UIFieldServerProps } from 'payload'
import type { Lead, Media, Vehicle } from '@/payload-types'
import { leadRows } from '@/leads/leadMail'
import { toLeadView } from '@/leads/leadView'
import { siteOrigin } from '@/preview/livePreviewUrl'
import { docOf } from '@/lib/relations'
import { formatDollars } from '@/rules/priceDisplay'
import { formatLeadTime } from '@/rules/leadTimes'
import { leadZone } from './leadZone'

const box: React.CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.75)', marginBottom: 'var(--base)' }
/** Payload's header dates on the lead's edit view: the browser's zone in another format than the lead's own. */
const HIDE_PAYLOAD_DATES = '.collection-edit--leads .doc-controls__value-wrap { display: none; }'
/** An update less than this after the lead arrived is its own delivery, not a change by staff. */
const CHANGED_AFTER_MS = 60_000

const dl: React.CSSProperties = { display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: '0.25rem 1rem', margin: 0 }

/** The car's first photo (upload or feed URL). */
function carPhoto(vehicle: Vehicle): string | null {
  for (const row of vehicle.images ?? []) {
    const media = docOf(row?.image) as Media | null
    const url = media?.sizes?.thumbnail?.url || media?.url || (row as { url?: string | null })?.url
    if (url) return url
  }
  return null
}

export async function LeadSummary({ id, payload, user }: UIFieldServerProps) {
  if (!id) return null
  const lead = (await payload
    .findByID({ collection: 'leads', id, depth: 2, user, overrideAccess: false, disableErrors: true })
    .catch(() => null)) as Lead | null
  if (!lead) return null
  const view = toLeadView(lead)
  const vehicle = docOf(lead.vehicle) as Vehicle | null
  const site = docOf(lead.site) as { slug?: string | null; domains?: { domain: string }[] | null } | null
  const message = typeof view.fields.message === 'string' ? view.fields.message : null
  const details = leadRows(view).filter(([label]) => !['Category', 'Name', 'Email', 'Phone', 'Message', 'Vehicle', 'Lead id', 'Source'].includes(label))
  const photo = vehicle ? carPhoto(vehicle) : null
  const carUrl = vehicle?.slug && site?.slug ? `${siteOrigin(site)}/cars/${vehicle.slug}` : null
  const attempts = lead.attempts ?? []
  const zone = await leadZone(payload, lead)
  const changed = lead.updatedAt && new Date(lead.updatedAt).getTime() - new Date(lead.createdAt).getTime() >= CHANGED_AFTER_MS ? lead.updatedAt : null
  return (
    <section aria-label="Lead" data-testid="lead-summary" style={{ marginBottom: 'var(--base)' }}>
      <style>{HIDE_PAYLOAD_DATES}</style>
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
        <p style={{ margin: 0, display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          {view.phone ? <a href={`tel:${view.phone.replace(/[^\d+]/g, '')}`}>Call {view.phone}</a> : null}
          {view.email ? <a href={`mailto:${view.email}`}>E-mail {view.email}</a> : null}
        </p>
        {message ? (
          <blockquote data-testid="lead-message" style={{ margin: 'var(--base) 0 0', padding: '0.5rem 0.75rem', borderLeft: '3px solid var(--theme-elevation-400)', whiteSpace: 'pre-wrap' }}>
            {message}
          </blockquote>
        ) : null}
      </div>
      {vehicle ? (
        <div style={{ ...box, display: 'flex', gap: 'var(--base)', alignItems: 'flex-start' }} data-testid="lead-car">
          {photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- admin thumbnail of a stored image
            <img src={photo} alt="" width={160} style={{ borderRadius: 4, height: 'auto' }} />
          ) : null}
          <div>
            <p style={{ margin: 0, fontWeight: 600 }}>{vehicle.name}</p>
            <p style={{ margin: '0.25rem 0' }}>
              {typeof vehicle.price === 'number' && vehicle.price > 10 ? formatDollars(vehicle.price) : 'No price'}
              {vehicle.stocknum ? ` · stock ${vehicle.stocknum}` : ''}
              {vehicle.status ? ` · ${vehicle.status.replace(/_/g, ' ')}` : ''}
            </p>
            <p style={{ margin: 0, display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
              {carUrl ? (
                <a href={carUrl} target="_blank" rel="noreferrer">
                  View on the site
                </a>
              ) : null}
              <a href={`/admin/collections/vehicles/${vehicle.id}`}>Open the car</a>
            </p>
          </div>
        </div>
      ) : view.vehicle?.deleted ? (
        <div style={box} data-testid="lead-car">
          <p style={{ margin: 0, fontWeight: 600 }}>{view.vehicle.name ?? [view.vehicle.year, view.vehicle.make, view.vehicle.model].filter(Boolean).join(' ')}</p>
          <p style={{ margin: '0.25rem 0' }}>
            {typeof view.vehicle.price === 'number' && view.vehicle.price > 10 ? formatDollars(view.vehicle.price) : 'No price'}
            {view.vehicle.stocknum ? ` · stock ${view.vehicle.stocknum}` : ''}
            {view.vehicle.vin ? ` · VIN ${view.vehicle.vin}` : ''}
          </p>
          <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>This car has since been deleted from the stock.</p>
        </div>
      ) : null}
      {details.length > 0 ? (
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
      ) : null}
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
      <details style={box}>
        <summary style={{ cursor: 'pointer' }}>Everything the shopper submitted (raw)</summary>
        <pre style={{ margin: 'calc(var(--base) * 0.5) 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="lead-raw">
          {JSON.stringify(lead.fields ?? {}, null, 2)}
        </pre>
      </details>
      {lead.valuation ? (
        <details style={box}>
          <summary style={{ cursor: 'pointer' }}>How the trade-in figure was made (raw)</summary>
          <pre style={{ margin: 'calc(var(--base) * 0.5) 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="lead-valuation-raw">
            {JSON.stringify(lead.valuation, null, 2)}
          </pre>
        </details>
      ) : null}
    </section>
  )
}
