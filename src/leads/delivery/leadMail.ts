/**
 * The lead notification e-mail (pure): subject, plain text and HTML. Every shopper value is
 * HTML-escaped in the HTML part, so markup in a form arrives as text.
 */
import { bookingDateText, type LeadView } from './leadView'
import { escapeHtml, oneLine } from '../../mail/mailText'
import { leadSourceLines } from '@/rules/leadSource'

const LABELS: Record<string, string> = {
  name: 'Name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  postcode: 'Postcode',
  message: 'Message',
  rego: 'Rego',
  booking_date: 'Test Drive Booking Date',
  photos_request: 'Request',
  vehicle: 'Car',
  preferred_date: 'Preferred date',
  services: 'Services',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  odometer: 'Odometer (km)',
  photos: 'Photos',
  vehiclePriceBudget: 'Vehicle price budget',
  car_type: 'Car type',
  regoState: 'Rego state',
  variant: 'Variant',
  service_history: 'Service history',
  two_sets_of_keys: 'Two sets of keys',
  illegal_modifications: 'Illegal modifications',
  condition: 'Condition',
  components_present: 'All components present',
  under_finance: 'Under finance',
  form_completed: 'Form completed',
  offer_accepted: 'Offer accepted',
  purchase_choices: "Buyer's choices",
}
const HIDDEN = new Set(['category', 'subcategory', 'dealership', 'location', 'opt_in', 'check_options', 'receipt', 'invoice'])

export function leadRows(lead: LeadView): [string, string][] {
  const rows: [string, string][] = [
    ['Category', lead.subcategory ? `${lead.category} (${lead.subcategory})` : lead.category],
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone],
  ]
  for (const [key, value] of Object.entries(lead.fields)) {
    if (HIDDEN.has(key) || key === 'name' || key === 'email' || key === 'phone') continue
    if (value === undefined || value === null || value === '') continue
    if (key === 'booking_date') {
      rows.push([LABELS[key], bookingDateText(lead, value) ?? String(value)])
      continue
    }
    rows.push([LABELS[key] ?? key, Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value)])
  }
  rows.push(...valuationRows(lead.valuation))
  if (lead.vehicle) {
    const v = lead.vehicle
    rows.push(['Vehicle', [v.name ?? [v.year, v.make, v.model].filter(Boolean).join(' '), v.stocknum && `stock ${v.stocknum}`, v.vin && `VIN ${v.vin}`].filter(Boolean).join(', ')])
  }
  if (lead.photos.length) rows.push(['Photos', `${lead.photos.length} attached (also on the lead in the admin)`])
  if (lead.additionalServices.length) rows.push(['Additional services', lead.additionalServices.join(', ')])
  if (lead.location) rows.push(['Location', lead.location.name])
  if (lead.dealership) rows.push(['Dealership', lead.dealership.name])
  rows.push(['Marketing opt-in', lead.optIn ? 'Yes' : 'No'])
  if (lead.pageUrl) rows.push(['Page', lead.pageUrl])
  // Where the shopper came from (issue 35 §4): "Source: Google Ads", then the visit's touches.
  for (const line of leadSourceLines(lead.touches)) {
    const at = line.indexOf(': ')
    rows.push([line.slice(0, at), line.slice(at + 2)])
  }
  rows.push(['Lead id', lead.id])
  return rows
}

const dollars = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? `$${Math.round(n).toLocaleString('en-AU')}` : '')

/** Trade-in valuation: the figure, how it was made and whether it was accepted. */
function valuationRows(v: Record<string, unknown> | undefined): [string, string][] {
  if (!v) return []
  const rows: [string, string][] = []
  if (typeof v.offer_price === 'number') rows.push(['Online offer', `${dollars(v.offer_price)} (range ${dollars(v.low)} – ${dollars(v.high)}), indicative, subject to inspection`])
  else if (typeof v.message === 'string') rows.push(['Online offer', `None: ${v.message}`])
  rows.push(['Offer accepted', v.accepted === true ? 'Yes' : v.accepted === false ? 'No, asked to be contacted' : 'Not yet (the shopper has not finished)'])
  if (typeof v.retail_estimate === 'number') rows.push(['Retail estimate', dollars(v.retail_estimate)])
  if (Array.isArray(v.adjustments) && v.adjustments.length) {
    rows.push(['Adjustments', v.adjustments.map((a) => { const x = a as { label?: string; amount?: number }; return `${x.label}: ${(x.amount ?? 0) < 0 ? '-' : '+'}${dollars(Math.abs(x.amount ?? 0))}` }).join('\n')])
  }
  if (Array.isArray(v.comparables) && v.comparables.length) {
    rows.push(['Comparables', v.comparables.map((c) => { const x = c as Record<string, unknown>; return `#${x.id} ${x.year}, ${Number(x.km).toLocaleString('en-AU')} km, ${dollars(x.price)} → ${dollars(x.adjusted_price)}${x.sold ? ' (sold)' : ''}` }).join('\n')])
  }
  if (typeof v.provider === 'string') rows.push(['Valued by', v.provider === 'local' ? 'Comparable stock and recent sales' : `Provider (${v.provider})`])
  return rows
}

function leadSubject(lead: LeadView): string {
  const about = lead.vehicle?.name ?? (lead.vehicle ? [lead.vehicle.year, lead.vehicle.make, lead.vehicle.model].filter(Boolean).join(' ') : '')
  return oneLine(`${lead.site.name}: ${lead.subcategory ?? lead.category} from ${lead.name}${about ? ` about ${about}` : ''}`)
}

export function buildLeadMail(lead: LeadView): { subject: string; text: string; html: string } {
  const rows = leadRows(lead)
  const text = `New lead from ${lead.site.name}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nThe ADF file attached imports the lead into most dealer CRMs.\n`
  const html =
    `<p>New lead from ${escapeHtml(lead.site.name)}</p><table cellpadding="4">` +
    rows.map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`).join('') +
    '</table><p>The ADF file attached imports the lead into most dealer CRMs.</p>'
  return { subject: leadSubject(lead), text, html }
}
