/**
 * Reserve online and buy online (SPEC.md §2 routes, §5 Vehicle page buttons, §9 Reservation and
 * purchase). Pure: no I/O, no clock (callers pass `now`).
 *
 * - Eligibility (SPEC.md §5 "Reserve shows only for cars eligible for reservation; the
 *   eligibility rule is not shown"). Decision: the car is in stock (status in_stock),
 *   not sold, not already reserved, has a displayed price, and the site has reservations on.
 * - Online purchase (SPEC.md §5, §9 "used cars on certain sites"): a reservable used car on a site
 *   with `onlinePurchaseUsed`.
 * - The deposit is the site's `reservationDeposit` (default $200), charged in whole cents, AUD;
 *   the hold is `reservationHoldHours` (default 48) elapsed hours from payment, so a daylight-saving
 *   change in between moves the wall-clock time shown, never the length of the hold.
 * - The payment and reservation state machines: every provider (Stripe, the local test provider)
 *   goes through `nextPaymentState`, so a replayed or out-of-order event changes nothing.
 */
import { currentPrice, type PriceCar } from './priceDisplay'
import { isSoldCar } from './tagPrecedence'

const DEFAULT_DEPOSIT_DOLLARS = 200
const DEFAULT_HOLD_HOURS = 48
export const MONEY_BACK_HOURS = 48
export const RETURN_DAYS = 14
export const CURRENCY = 'aud'
// A checkout waiting for its payment keeps the car for CHECKOUT_PAYMENT_MINUTES: rules/checkoutLimits.ts.

/** SPEC.md §9: the 14-day return policy's five conditions. */
export const RETURN_CONDITIONS = [
  'return within 14 days of delivery;',
  'at most 500 km driven;',
  'at least a quarter tank of fuel;',
  'all keys and accessories returned;',
  'no encumbrance.',
] as const

export interface ReservableCar extends PriceCar {
  status?: string | null
  sold?: boolean | null
  reserved?: boolean | null
  car_type?: string | null
}

export interface ReservationSettings {
  reservationsEnabled?: boolean | null
  reservationDeposit?: number | null
  reservationHoldHours?: number | null
  reservationRefundable?: boolean | null
  onlinePurchaseUsed?: boolean | null
}

export function isReservable(car: ReservableCar, site: ReservationSettings): boolean {
  if (site.reservationsEnabled === false) return false
  if (isSoldCar(car) || car.reserved === true) return false
  if ((car.status ?? '').trim().toLowerCase() !== 'in_stock') return false
  return currentPrice(car) !== undefined
}

/** Why a car cannot be reserved, in the shopper's words (null when it can). */
export function reserveRefusal(car: ReservableCar, site: ReservationSettings): string | null {
  if (site.reservationsEnabled === false) return 'This site does not take reservations online.'
  if (isSoldCar(car)) return 'This car has been sold.'
  if (car.reserved === true) return 'This car is already reserved by another shopper.'
  if ((car.status ?? '').trim().toLowerCase() !== 'in_stock') return 'This car is not in stock yet, so it cannot be reserved online.'
  if (currentPrice(car) === undefined) return 'This car has no price yet, so it cannot be reserved online.'
  return null
}

export function isPurchasableOnline(car: ReservableCar, site: ReservationSettings): boolean {
  return site.onlinePurchaseUsed === true && (car.car_type ?? '').trim().toLowerCase() === 'used' && isReservable(car, site)
}

function depositDollars(site: ReservationSettings): number {
  const d = site.reservationDeposit
  return typeof d === 'number' && Number.isFinite(d) && d > 0 ? d : DEFAULT_DEPOSIT_DOLLARS
}

/** The deposit in cents (what the payment provider is asked for). */
export function depositCents(site: ReservationSettings): number {
  return Math.round(depositDollars(site) * 100)
}

export function holdHours(site: ReservationSettings): number {
  const h = site.reservationHoldHours
  return typeof h === 'number' && Number.isFinite(h) && h >= 1 && h <= 720 ? Math.floor(h) : DEFAULT_HOLD_HOURS
}

export function isRefundable(site: ReservationSettings): boolean {
  return site.reservationRefundable !== false
}

/** The hold ends `hours` elapsed hours after payment (not wall-clock: DST does not change it). */
export function reservationExpiry(paidAt: Date, hours: number): Date {
  return new Date(paidAt.getTime() + hours * 3_600_000)
}

/** The hold's end as the dealer's clock shows it, e.g. "Monday 6 April 2026, 9:00 am AEST". */
export function formatHoldEnd(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date)
}

/** "$200" / "$1,234.50" from cents. */
export function formatCents(cents: number): string {
  const dollars = cents / 100
  return `$${dollars.toLocaleString('en-AU', { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 })}`
}

/** The Reserve Online sentence (car page, checkout, /buying). */
export function reservationTerms(site: ReservationSettings): string {
  const refundable = isRefundable(site)
  return `A ${formatCents(depositCents(site))}${refundable ? ' 100% refundable' : ''} deposit holds the car for you for ${holdHours(site)} hours; the rest is paid at the dealership.`
}

// ---- Payment state machine (the same for every provider) ----

export const PAYMENT_STATES = ['requires_payment', 'processing', 'succeeded', 'failed', 'canceled', 'refunded'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]
export type PaymentEvent = 'submit' | 'succeed' | 'fail' | 'cancel' | 'refund' | 'retry'

const PAYMENT_TRANSITIONS: Record<PaymentState, Partial<Record<PaymentEvent, PaymentState>>> = {
  requires_payment: { submit: 'processing', succeed: 'succeeded', fail: 'failed', cancel: 'canceled' },
  processing: { succeed: 'succeeded', fail: 'failed', cancel: 'canceled' },
  failed: { retry: 'requires_payment', submit: 'processing', succeed: 'succeeded', cancel: 'canceled' },
  succeeded: { refund: 'refunded' },
  canceled: {},
  refunded: {},
}

/** The next state, or null when the event does not apply (a replay, or out of order). */
export function nextPaymentState(state: PaymentState, event: PaymentEvent): PaymentState | null {
  return PAYMENT_TRANSITIONS[state]?.[event] ?? null
}

/** 'requested' and 'paid': a dealer's payment request (/online-payment) before and after it is paid. */
export const RESERVATION_STATUSES = ['pending', 'active', 'sold', 'released', 'cancelled', 'failed', 'abandoned', 'requested', 'paid'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]
export type StaffAction = 'confirm-sale' | 'extend' | 'cancel' | 'refund'

/** Which staff actions apply to a reservation in this state. */
export function staffActions(status: ReservationStatus, payment: PaymentState): StaffAction[] {
  const actions: StaffAction[] = []
  if (status === 'active') actions.push('confirm-sale', 'extend', 'cancel')
  if (payment === 'succeeded' && status !== 'sold' && status !== 'active') actions.push('refund')
  return actions
}

// ---- Test cards (the local test provider; Stripe's published test numbers) ----

export type TestCardOutcome = 'succeeded' | 'declined' | 'insufficient_funds'
const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeeded',
  '5555555555554444': 'succeeded',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
}

/**
 * What the test provider does with a test card number (read in the browser only; the server
 * receives the outcome token, never the number). Null: not a test card.
 */
export function testCardOutcome(number: string): TestCardOutcome | null {
  const digits = number.replace(/[\s-]/g, '')
  return TEST_CARDS[digits] ?? null
}

export const DECLINE_MESSAGES: Record<Exclude<TestCardOutcome, 'succeeded'>, string> = {
  declined: 'Your card was declined. No money has been taken.',
  insufficient_funds: 'Your card has insufficient funds. No money has been taken.',
}
