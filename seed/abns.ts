/**
 * The demo businesses' ABNs (issue 32: a deposit receipt is a tax invoice naming the business and
 * its ABN). Made up, but well-formed (they pass the ATO's check, src/rules/taxInvoice.ts), keyed
 * by the dealership's legal name so every dealership of one company shows the same number.
 */
const DEMO_ABNS: Record<string, string> = {
  'Sunshine Toyota Pty Ltd': '88 443 456 789',
  'Harbour Auto Group Pty Ltd': '12 611 234 567',
  'Harbour Auto Group (QLD) Pty Ltd': '94 622 345 678',
  'Outback Caravans Pty Ltd': '76 705 011 223',
}

/** The demo ABN of a dealership (by its company name, else its site's), or undefined. */
export function demoAbn(companyName: string | undefined, siteCompanyName: string | undefined): string | undefined {
  return DEMO_ABNS[companyName ?? ''] ?? DEMO_ABNS[siteCompanyName ?? '']
}
