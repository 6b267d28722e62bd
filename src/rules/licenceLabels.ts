/**
 * Dealer licence labels (shown in location cards and group footers).
 *
 * SPEC.md section 9, Locations and display: "Dealer licence labels are DL or CL, plus fixed
 * licence numbers on one site. MRB labels the repairer number."
 * SPEC.md section 3, Location: dealer_license_number, motor_vehicle_repairer.
 * DESIGN.md: dealerships hold "licence numbers (DL/CL, MRB)"; site setting "fixed licence
 * numbers shown", default none.
 *
 * Rules:
 * - dealer_license_number: a number already starting with DL or CL (any case, optional space,
 *   ".", ":", "#" or "-") keeps that label; otherwise it gets the configured label, default "DL";
 * - the site's fixed licence numbers follow, parsed the same way (an entry may also give its
 *   own label, e.g. `{ label: 'LMCT', number: '1234' }`);
 * - motor_vehicle_repairer is labelled "MRB" (a leading "MRB" in the value is not repeated);
 * - empty values are skipped and exact duplicates are shown once;
 * - order: dealer licence, fixed numbers, MRB; joined as "DL 12345 | MRB 67890".
 */

/** Labels a dealer licence number can carry (SPEC.md section 9). */
type DealerLicenceLabel = 'DL' | 'CL'

/** Default label for a dealer licence number without its own prefix. */
const DEFAULT_DEALER_LICENCE_LABEL: DealerLicenceLabel = 'DL'
/** Label of the motor vehicle repairer number (SPEC.md section 9). */
const REPAIRER_LICENCE_LABEL = 'MRB'
/** Separator between licences in the one-line form. */
const LICENCE_SEPARATOR = ' | '

export interface LicenceLabel {
  label: string
  number: string
}

type FixedLicenceNumber = string | number | { label?: string | null; number: string | number | null }

export interface LicenceLabelsInput {
  dealer_license_number?: string | number | null
  motor_vehicle_repairer?: string | number | null
  /** Label for a dealer licence number without its own prefix; default "DL". */
  dealerLicenceLabel?: DealerLicenceLabel | null
  /** The site's fixed licence numbers, shown as well (default none). */
  fixedLicenceNumbers?: readonly FixedLicenceNumber[] | null
}

const PREFIX = /^(DL|CL|MRB)(?![A-Za-z])[\s.:#-]*/i

function clean(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim()
}

/**
 * A licence number with its label: keeps a leading DL, CL or MRB prefix ("CL 456" ->
 * `{ label: 'CL', number: '456' }`), else uses `defaultLabel`. Null for an empty value.
 */
export function parseLicenceNumber(
  value: string | number | null | undefined,
  defaultLabel: string,
): LicenceLabel | null {
  const text = clean(value)
  if (!text) return null
  const match = PREFIX.exec(text)
  if (match) {
    const number = text.slice(match[0].length).trim()
    return number ? { label: (match[1] ?? defaultLabel).toUpperCase(), number } : null
  }
  return { label: defaultLabel, number: text }
}

/** The motor vehicle repairer number labelled "MRB" (SPEC.md section 9); null when empty. */
export function repairerLicence(value: string | number | null | undefined): LicenceLabel | null {
  const text = clean(value)
  if (!text) return null
  const number = text.replace(/^MRB(?![A-Za-z])[\s.:#-]*/i, '').trim()
  return number ? { label: REPAIRER_LICENCE_LABEL, number } : null
}

/** All licence labels to show, in order dealer licence, fixed numbers, MRB (SPEC.md section 9). */
export function licenceLabels(input: LicenceLabelsInput): LicenceLabel[] {
  const defaultLabel = input.dealerLicenceLabel ?? DEFAULT_DEALER_LICENCE_LABEL
  const candidates: (LicenceLabel | null)[] = [parseLicenceNumber(input.dealer_license_number, defaultLabel)]
  for (const fixed of input.fixedLicenceNumbers ?? []) {
    if (typeof fixed === 'object' && fixed !== null) {
      const label = clean(fixed.label)
      const number = clean(fixed.number)
      candidates.push(label ? (number ? { label, number } : null) : parseLicenceNumber(number, defaultLabel))
    } else {
      candidates.push(parseLicenceNumber(fixed, defaultLabel))
    }
  }
  candidates.push(repairerLicence(input.motor_vehicle_repairer))
  const seen = new Set<string>()
  const result: LicenceLabel[] = []
  for (const candidate of candidates) {
    if (!candidate) continue
    const key = `${candidate.label.toUpperCase()} ${candidate.number.toUpperCase()}`
    if (seen.has(key)) continue
    seen.add(key)
    result.push(candidate)
  }
  return result
}

/** One line, e.g. "DL 12345 | MRB 67890"; "" when there is nothing to show. */
export function formatLicenceLabels(labels: readonly LicenceLabel[]): string {
  return labels.map(({ label, number }) => `${label} ${number}`).join(LICENCE_SEPARATOR)
}
