/** Layout classes shared by the block renderers. */
export const BLOCK_CONTAINER = 'mx-auto w-full max-w-7xl px-4 py-10 md:py-14'
/** A narrower container for reading (FAQ, rich text). */
export const BLOCK_CONTAINER_NARROW = 'mx-auto w-full max-w-4xl px-4 py-10 md:py-14'
export const BLOCK_HEADING = 'text-2xl font-bold md:text-3xl'

/** Trimmed text, or null when empty. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}
