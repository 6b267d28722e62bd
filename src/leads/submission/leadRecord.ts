/**
 * The lead as stored from an accepted submission: where it goes (the chosen dealership, else the
 * location's, the car's, or the site's first; the location, else the car's when it is at that
 * dealership), its labels, contact, consent, analytics event id and delivery state.
 */
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { Site } from '@/payload-types'
import { DEFAULT_CATEGORY } from '@/forms/schemas'
import type { leadSubmissionSchema } from '@/forms/envelope'
import { relabelCareers } from '@/rules/careersRelabel'
import { collectAdditionalServices } from '@/rules/additionalServices'
import { leadEventId } from '@/rules/leadEventId'
import { submittedId } from '@/lib/relations'
import { isRecord, stringOr } from '@/lib/guards'
import { leadSourceFields } from '../../forms/leadSourceFields'
import { cleanEmail } from '../../mail/shopperMail'
import type { SubmittedDocs } from './submittedDocs'

const idOf = submittedId

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

type LeadSubmission = ReturnType<typeof leadSubmissionSchema.parse>

/** The dealership and location the lead is routed to. */
async function leadPlace(payload: Payload, siteId: number, { chosenDealership, location, vehicle }: SubmittedDocs) {
  let dealershipId = idOf(chosenDealership?.id) ?? idOf(location?.dealership) ?? idOf(vehicle?.dealership)
  if (dealershipId === null) {
    const first = await payload.find({ collection: 'dealerships', where: { site: { equals: siteId } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })
    dealershipId = idOf(first.docs[0]?.id)
  }
  const locationId = idOf(location?.id) ?? (vehicle && idOf(vehicle.dealership) === dealershipId ? idOf(vehicle.location) : null)
  return { dealershipId, locationId }
}

export interface LeadRecordInput {
  site: Site
  submission: LeadSubmission
  /** The form's fields as validated by its schema. */
  fields: Record<string, unknown>
  docs: SubmittedDocs
  photoIds: number[]
  request: Request
}

export async function leadRecord(payload: Payload, { site, submission, fields, docs, photoIds, request }: LeadRecordInput): Promise<RequiredDataFromCollectionSlug<'leads'>> {
  const settings = site.settings ?? {}
  const { kind } = submission
  const { vehicle, page } = docs
  const { photos: _tokens, ...storedFields } = fields
  const { dealershipId, locationId } = await leadPlace(payload, site.id, docs)
  const chosenCategory = typeof fields.category === 'string' ? fields.category : DEFAULT_CATEGORY[kind]
  const labels = relabelCareers({ category: chosenCategory, subcategory: stringOr(fields.subcategory) })
  const fullName = [fields.name, fields.last_name].filter((v) => typeof v === 'string' && v).join(' ')
  const optIn = fields.opt_in !== false
  return {
    site: site.id,
    kind,
    category: labels.category,
    subcategory: labels.subcategory,
    name: fullName,
    email: text(fields.email),
    phone: text(fields.phone),
    dealership: dealershipId,
    location: locationId,
    vehicle: idOf(vehicle?.id),
    fields: storedFields,
    photos: photoIds,
    opt_in: optIn,
    additional_services: collectAdditionalServices(isRecord(fields.check_options) ? fields.check_options : undefined),
    page_url: submission.page_url ?? request.headers.get('referer')?.slice(0, 2000) ?? null,
    page_id: page ? String(page.id) : null,
    source: 'Website',
    ...leadSourceFields(settings, submission.lead_source),
    user_agent: (request.headers.get('user-agent') ?? '').slice(0, 500),
    consent_at: optIn ? new Date().toISOString() : null,
    event_id: leadEventId({ kind, category: chosenCategory, carType: vehicle?.car_type, testDriveOnly: kind === 'test-drive' && !vehicle, usedFlag: settings.usedTestDriveFlagged === true }),
    delivery_status: 'pending',
    // The shopper's confirmation (src/leads/delivery/confirm.ts): none without an e-mail address.
    confirmation_state: cleanEmail(fields.email) ? 'pending' : 'skipped',
  }
}
