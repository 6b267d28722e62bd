/** Where a salesperson is with a lead: new, contacted, won or lost. */
export const SALES_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Won', value: 'won' },
  { label: 'Lost', value: 'lost' },
] as const
export type SalesStatus = (typeof SALES_STATUSES)[number]['value']

export const isSalesStatus = (value: unknown): value is SalesStatus => SALES_STATUSES.some((s) => s.value === value)
