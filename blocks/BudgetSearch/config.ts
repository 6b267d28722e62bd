/**
 * "Find cars for your budget" (SPEC.md §2 Search results, §4 Budget search, §5 Budget inputs,
 * §9 Budget estimate): the Payload block. The renderer is ./Component.tsx.
 */
import type { Block } from 'payload'
import { isSameSitePath } from '@/lib/links'

export const BUDGET_SEARCH_DEFAULT_HEADING = 'Find cars for your budget'
export const BUDGET_SEARCH_DEFAULT_PATH = '/cars/'

/** A same-site search path such as /cars/ or /search/used-cars (may carry a query string). */
function validateSearchPath(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return isSameSitePath(value) ? true : 'Use a search path on this site starting with /, e.g. /cars/ or /search/used-cars.'
}

export const BudgetSearchBlock: Block = {
  slug: 'budgetSearch',
  interfaceName: 'BudgetSearchBlock',
  labels: { singular: 'Budget search', plural: 'Budget searches' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: BUDGET_SEARCH_DEFAULT_HEADING },
    {
      type: 'row',
      fields: [
        {
          name: 'vehicleType',
          type: 'select',
          required: true,
          defaultValue: 'car',
          options: [
            { label: 'Cars', value: 'car' },
            { label: 'Caravans', value: 'caravan' },
          ],
          admin: { width: '50%', description: 'What the block searches and how its texts read ("0 Caravans Found").' },
        },
        {
          name: 'defaultPeriod',
          label: 'Repayments shown first',
          type: 'select',
          required: true,
          defaultValue: 'weekly',
          options: [
            { label: 'Weekly', value: 'weekly' },
            { label: 'Monthly', value: 'monthly' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'searchPath',
      type: 'text',
      defaultValue: BUDGET_SEARCH_DEFAULT_PATH,
      validate: validateSearchPath,
      admin: { description: 'The search page the button opens, e.g. /cars/ or /search/used-cars. The budget is added as a price range.' },
    },
  ],
}
