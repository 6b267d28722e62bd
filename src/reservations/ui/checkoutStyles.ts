/** The checkout's and online payment's input and button classes. */
export const INPUT_CLASS = 'mt-1 block min-h-11 w-full rounded border border-gray-400 px-3 text-base'
export const PRIMARY_CLASS = 'inline-flex min-h-11 items-center justify-center rounded bg-brand px-6 font-semibold text-on-brand disabled:opacity-60'
export const SECONDARY_CLASS = 'inline-flex min-h-11 items-center justify-center rounded border border-gray-300 bg-white px-6 font-semibold text-gray-900'
