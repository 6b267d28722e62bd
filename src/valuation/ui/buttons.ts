/** The valuation flow's secondary (outlined) button. */
export const SECONDARY_BUTTON_CLASS = 'rounded border border-gray-500 px-4 py-2.5 font-semibold text-gray-900'
