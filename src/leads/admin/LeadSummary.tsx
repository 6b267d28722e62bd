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
import type { Lead, Vehicle } from '@/payload-types'
import { leadRows } from '@/leads/delivery/leadMail'
import { toLeadView } from '@/leads/delivery/leadView'
import { docOf } from '@/lib/relations'
import { leadZone } from './leadZone'
import { LeadCarPanel } from './LeadCarPanel'
import { DeliveryPanel, DetailsPanel, RawPanels, ShopperPanel } from './leadSummaryPanels'

/** Payload's header dates on the lead's edit view: the browser's zone in another format than the lead's own. */
const HIDE_PAYLOAD_DATES = '.collection-edit--leads .doc-controls__value-wrap { display: none; }'
/** An update less than this after the lead arrived is its own delivery, not a change by staff. */
const CHANGED_AFTER_MS = 60_000
/** Rows the shopper panel already shows. */
const SHOWN_ABOVE = ['Category', 'Name', 'Email', 'Phone', 'Message', 'Vehicle', 'Lead id', 'Source']

export async function LeadSummary({ id, payload, user }: UIFieldServerProps) {
  if (!id) return null
  const lead = (await payload
    .findByID({ collection: 'leads', id, depth: 2, user, overrideAccess: false, disableErrors: true })
    .catch(() => null)) as Lead | null
  if (!lead) return null
  const view = toLeadView(lead)
  const vehicle = docOf(lead.vehicle) as Vehicle | null
  const site = docOf(lead.site) as { slug?: string | null; domains?: { domain: string }[] | null } | null
  const details = leadRows(view).filter(([label]) => !SHOWN_ABOVE.includes(label))
  const zone = await leadZone(payload, lead)
  const changed = lead.updatedAt && new Date(lead.updatedAt).getTime() - new Date(lead.createdAt).getTime() >= CHANGED_AFTER_MS ? lead.updatedAt : null
  return (
    <section aria-label="Lead" data-testid="lead-summary" style={{ marginBottom: 'var(--base)' }}>
      <style>{HIDE_PAYLOAD_DATES}</style>
      <ShopperPanel lead={lead} view={view} zone={zone} changed={changed} />
      <LeadCarPanel vehicle={vehicle} site={site} view={view} />
      <DetailsPanel details={details} />
      <DeliveryPanel lead={lead} zone={zone} />
      <RawPanels lead={lead} />
    </section>
  )
}
