/**
 * SPEC.md §5 Enquiry form: "Checkbox options with a "(check_option)" suffix are collected into
 * additional_services."
 *
 * An editor names a checkbox option e.g. "Roadside assistance (check_option)"; the shopper sees
 * "Roadside assistance", and every ticked one is listed, without the suffix, in the lead's
 * `additional_services`. Options without the suffix are ordinary checkboxes.
 */

const CHECK_OPTION_SUFFIX = '(check_option)'

/** Whether an option's name carries the "(check_option)" suffix. */
export function isCheckOption(name: string): boolean {
  return name.trimEnd().endsWith(CHECK_OPTION_SUFFIX)
}

/** The label the shopper sees and the service name stored: the name without the suffix. */
export function checkOptionLabel(name: string): string {
  const trimmed = name.trimEnd()
  return isCheckOption(trimmed) ? trimmed.slice(0, -CHECK_OPTION_SUFFIX.length).trim() : trimmed.trim()
}

/**
 * The ticked "(check_option)" checkboxes of a submission, suffix removed, in the order given,
 * without duplicates or empty names. Values count as ticked when `true` (or "true"/"on", as a
 * plain HTML form sends them).
 */
export function collectAdditionalServices(checks: Record<string, unknown> | null | undefined): string[] {
  if (!checks) return []
  const services: string[] = []
  for (const [name, value] of Object.entries(checks)) {
    if (!isCheckOption(name)) continue
    if (!(value === true || value === 'true' || value === 'on')) continue
    const label = checkOptionLabel(name)
    if (label && !services.includes(label)) services.push(label)
  }
  return services
}
