/**
 * A deposit or payment receipt is a tax invoice (issue 32, mail): it names the business and its
 * ABN, the date, the amount and the GST the amount includes. Pure.
 *
 * - GST in a GST-inclusive amount is 1/11 of it (10% GST), in whole cents, rounded to the nearest
 *   cent (a whole number of cents divided by 11 never ends in exactly half a cent).
 * - An ABN is 11 digits whose weighted sum (first digit less one) is a multiple of 89 (the ATO's
 *   check); it is written "51 824 753 556".
 */
/** The GST included in a GST-inclusive amount, in cents. */
export function gstIncludedCents(totalCents: number): number {
  if (!Number.isFinite(totalCents) || totalCents <= 0) return 0
  return Math.round(Math.round(totalCents) / 11)
}

/** "$1,234.50": always with cents (a tax invoice's figures). */
function formatInvoiceCents(cents: number): string {
  const dollars = Math.round(cents) / 100
  return `$${dollars.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]

/** True for a well-formed ABN (spaces allowed), checked with the ATO's weights. */
export function isValidAbn(value: unknown): boolean {
  const digits = typeof value === 'string' ? value.replace(/\s+/g, '') : ''
  if (!/^\d{11}$/.test(digits)) return false
  const sum = digits.split('').reduce((total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * ABN_WEIGHTS[i], 0)
  return sum % 89 === 0
}

/** "51 824 753 556", or undefined when the value is not an ABN. */
export function formatAbn(value: unknown): string | undefined {
  if (!isValidAbn(value)) return undefined
  const d = String(value).replace(/\s+/g, '')
  return `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}`
}

export type TaxInvoiceInput = {
  businessName: string
  abn?: string | null
  /** The payment's date in words, e.g. "6 December 2026". */
  date: string
  reference?: string | null
  /** What was paid for, e.g. "Deposit for buying online: 2021 Toyota Corolla". */
  description: string
  amountCents: number
}

/** The tax invoice's lines, in order (the e-mail shows them as a block under "Tax invoice"). */
export function taxInvoiceLines(input: TaxInvoiceInput): string[] {
  const abn = formatAbn(input.abn)
  return [
    input.businessName,
    abn ? `ABN ${abn}` : undefined,
    `Date: ${input.date}`,
    input.reference ? `Invoice number: ${input.reference}` : undefined,
    `${input.description}: ${formatInvoiceCents(input.amountCents)}`,
    `Total (GST inclusive): ${formatInvoiceCents(input.amountCents)}`,
    `GST included: ${formatInvoiceCents(gstIncludedCents(input.amountCents))}`,
  ].filter((line): line is string => line !== undefined)
}

/** The date of a payment in words in a zone: "6 December 2026". */
export function invoiceDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(at)
}
