/**
 * Enquiry form field rules (SPEC.md §5 "Enquiry form"):
 * - category select: required when present, default "General Enquiry";
 * - dealership selection: required when there are multiple dealerships and the field is not
 *   removed; placeholder "Select a Preferred Dealership";
 * - website location select: required when shown; placeholder "Please Select a Dealership
 *   Location" (or a department);
 * Pure.
 */

const DEFAULT_CATEGORY = 'General Enquiry'
export const DEALERSHIP_PLACEHOLDER = 'Select a Preferred Dealership'
const WEBSITE_LOCATION_PLACEHOLDER = 'Please Select a Dealership Location'

/** The location select's placeholder: "Please Select a Dealership Location", or "Please Select a Service Department". */
export function locationPlaceholder(department?: string | null): string {
  const d = String(department ?? '').trim()
  return d ? `Please Select a ${d.charAt(0).toUpperCase()}${d.slice(1)} Department` : WEBSITE_LOCATION_PLACEHOLDER
}

/** The dealership select is shown and required when there are several dealerships and the form does not remove it. */
export function dealershipSelectRequired(dealershipCount: number, removed = false): boolean {
  return !removed && dealershipCount > 1
}

/** A category list from the editor (blank lines dropped, duplicates once), defaulting to "General Enquiry". */
export function categoryOptions(list: readonly (string | null | undefined)[] | null | undefined): string[] {
  const out: string[] = []
  for (const item of list ?? []) {
    const v = String(item ?? '').trim()
    if (v && !out.includes(v)) out.push(v)
  }
  return out.length ? out : [DEFAULT_CATEGORY]
}

/** The category preselected: "General Enquiry" when offered, else the first. */
export function defaultCategory(options: readonly string[]): string {
  return options.includes(DEFAULT_CATEGORY) ? DEFAULT_CATEGORY : (options[0] ?? DEFAULT_CATEGORY)
}
