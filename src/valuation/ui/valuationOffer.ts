/**
 * Steps 3 and 4 of the valuation: the lead is STORED first (start), then the condition answers go
 * with it (adjustments) and the server answers the offer; accepting it or asking to be contacted
 * completes the lead.
 */
import { pushDataLayer, EVENT_IDS } from '@/analytics/events'
import { adjustmentAnswersSchema, contactSchema, VALUATION_API } from '@/valuation/server/schemas'
import { CAPTCHA_FIELD } from '@/forms/ui/AltchaWidget'
import { saveSuccess } from '@/leads/browserStore'
import { HONEYPOT_FIELD } from '@/forms/envelope'
import { currentLeadSource } from '@/forms/ui/leadSourceStore'
import { post, serverMessage } from './valuationRequest'
import { answersFromValues } from './valuationValues'
import { carValues } from './carLookup'
import type { LeadTicket, Offer, ValuationFlowContext } from './valuationTypes'

/** The captcha's answer, waiting up to 10 s for its widget to load when it has not answered yet. */
async function captchaAnswer(ctx: ValuationFlowContext): Promise<string> {
  const altcha = String(ctx.form.getValues(CAPTCHA_FIELD) ?? '')
  if (!ctx.props.captcha || altcha) return altcha
  for (let waited = 0; !ctx.altchaRef.current && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100))
  return ctx.altchaRef.current ? ((await ctx.altchaRef.current.verify()) ?? '') : altcha
}

function pageAttributes() {
  const params = new URLSearchParams(window.location.search)
  params.delete('car_id')
  return {
    visited_pages: [document.referrer, window.location.pathname].filter(Boolean).map((p) => p.slice(0, 500)),
    linked_query_params: Object.fromEntries([...params.entries()].slice(0, 20).map(([k, val]) => [k.slice(0, 100), val.slice(0, 500)])),
  }
}

async function startLead(ctx: ValuationFlowContext, userData: unknown): Promise<LeadTicket | null> {
  const altcha = await captchaAnswer(ctx)
  const started = await post(VALUATION_API.start, {
    mode: ctx.props.mode,
    userData,
    car: carValues(ctx),
    url: window.location.href.slice(0, 2000),
    car_id: ctx.props.car?.id,
    lead_attributes: pageAttributes(),
    lead_source: currentLeadSource(),
    [HONEYPOT_FIELD]: String(ctx.form.getValues(HONEYPOT_FIELD) ?? ''),
    altcha: altcha || undefined,
  })
  if (started.ok && typeof started.data.token === 'string') return { id: String(started.data.lead_id), token: started.data.token }
  ctx.altchaRef.current?.reset()
  const errors = (started.data.errors ?? {}) as Record<string, string>
  const mapped = Object.fromEntries(Object.entries(errors).map(([k, m]) => [k.replace(/^(userData|car)\./, ''), m]))
  if (Object.keys(mapped).length) ctx.errors.show(mapped)
  ctx.setFailure(serverMessage(started.data))
  return null
}

async function offerFor(lead: LeadTicket, adjustmentAnswers: unknown): Promise<Offer> {
  const adjusted = await post(VALUATION_API.adjust, { id: lead.id, token: lead.token, adjustmentAnswers })
  // The lead is stored: a person will call even when the figure cannot be worked out.
  if (!adjusted.ok) return { kind: 'none', leadId: lead.id, message: `${serverMessage(adjusted.data)} Your details are saved and our team will call you.` }
  const d = adjusted.data
  if (d.save_to_miscellaneous === true) {
    const saved = await post(VALUATION_API.miscellaneous, { lead_id: lead.id, token: lead.token, column_name: 'valuation', offer_price: d.offer_price ?? null })
    if (!saved.ok) console.error('Failed to save valuation data')
  }
  if (typeof d.offer_price === 'number') return { kind: 'offer', leadId: lead.id, offer: d.offer_price, low: Number(d.low), high: Number(d.high), underFinance: d.under_finance === true }
  return { kind: 'none', leadId: lead.id, message: typeof d.message === 'string' ? d.message : 'Our team will call you to value your car.' }
}

export async function getOffer(ctx: ValuationFlowContext) {
  ctx.setFailure(null)
  const v = ctx.form.getValues()
  const userData = ctx.errors.check(contactSchema, { name: v.name, email: v.email, phone: v.phone, postcode: v.postcode })
  if (!userData) return
  const adjustmentAnswers = adjustmentAnswersSchema.safeParse(answersFromValues(ctx.form.getValues()))
  if (!adjustmentAnswers.success) {
    ctx.setStep(1)
    return
  }
  ctx.setBusy(true)
  try {
    if (!ctx.lead.current) ctx.lead.current = await startLead(ctx, userData)
    if (!ctx.lead.current) return
    ctx.setOffer(await offerFor(ctx.lead.current, adjustmentAnswers.data))
    ctx.setStep(3)
  } finally {
    ctx.setBusy(false)
  }
}

export async function finishValuation(ctx: ValuationFlowContext, accepted: boolean, goToSuccess: () => void) {
  const { props, lead } = ctx
  if (!lead.current) return
  ctx.setFailure(null)
  ctx.setBusy(true)
  const res = await post(VALUATION_API.accept, {
    category: props.mode === 'sell' ? 'Sell My Car' : 'Trade-In Valuation',
    subcategory: accepted ? '3. Offer Accepted' : '3. Contact Requested',
    lead_id: lead.current.id,
    token: lead.current.token,
    form_completed: true,
    offer_accepted: accepted,
  })
  if (!res.ok) {
    ctx.setBusy(false)
    ctx.setFailure(serverMessage(res.data))
    return
  }
  const leadId = String(res.data.lead_id ?? lead.current.id)
  if (accepted) pushDataLayer({ event: 'offer_accepted', event_id: EVENT_IDS.offerAccepted, site: props.siteSlug, lead_id: leadId, car_id: props.car?.id })
  saveSuccess(props.siteSlug, { category: accepted ? 'accepted trade-in offer' : 'valuation request', carName: props.car?.name, carSlug: props.car?.slug })
  goToSuccess()
}
