/**
 * Call-to-action tiles among the car cards, and the dated promotional tile.
 *
 * SPEC.md §2 Car card: "Carousel positions 8 and 17 hold call-to-action tiles." and "A
 *   promotional tile is active between 2025-01-01 and 2025-02-01 (+10:00)."
 * DESIGN.md Site settings: "promotional tile window and content — none (SPEC.md example
 *   2025-01-01 to 2025-02-01, +10:00)".
 *
 * Decisions:
 * - Positions are 1-based slots in the rendered list (cards and tiles together): the tile is the
 *   8th item (after 7 cars) and the 17th item (after 15 cars: slots 9–16 are cars).
 * - A tile is placed only when the list reaches its slot, i.e. enough cars come before it; with
 *   exactly 7 cars the first tile is the last item, with 6 cars there is no tile. Tiles are never
 *   appended to pad a short list.
 * - Positions apply to each rendered list (one page of results, or one carousel).
 * - The promotional window is inclusive at the start and exclusive at the end.
 */

/** SPEC.md §2: "Carousel positions 8 and 17 hold call-to-action tiles." */
export const CTA_TILE_POSITIONS: readonly number[] = [8, 17]

export type ListItem<H> = { type: 'hit'; hit: H } | { type: 'tile'; position: number; tileIndex: number }

/**
 * Interleave call-to-action tiles into a list of hits at the given 1-based positions
 * (see the module decisions). Invalid, duplicate or unordered positions are cleaned up first.
 */
export function interleaveTiles<H>(hits: readonly H[], tilePositions: readonly number[] = CTA_TILE_POSITIONS): ListItem<H>[] {
  const positions = [...new Set(tilePositions.filter((p) => Number.isInteger(p) && p >= 1))].sort((a, b) => a - b)
  const out: ListItem<H>[] = []
  let tileIndex = 0
  const placeDueTiles = () => {
    while (tileIndex < positions.length && positions[tileIndex] === out.length + 1) {
      out.push({ type: 'tile', position: positions[tileIndex] as number, tileIndex })
      tileIndex += 1
    }
  }
  placeDueTiles()
  for (const hit of hits) {
    out.push({ type: 'hit', hit })
    placeDueTiles()
  }
  return out
}

export interface PromoWindow {
  /** ISO 8601 with offset, e.g. "2025-01-01T00:00:00+10:00", or a Date / epoch ms. */
  start: string | Date | number
  end: string | Date | number
}

/** The SPEC.md §2 example window (Australian Eastern Standard Time, +10:00). */
export const EXAMPLE_PROMO_WINDOW: PromoWindow = {
  start: '2025-01-01T00:00:00+10:00',
  end: '2025-02-01T00:00:00+10:00',
}

function toMs(value: string | Date | number): number {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'number') return value
  return Date.parse(value)
}

/**
 * SPEC.md §2: is the promotional tile active at `now`? start <= now < end. A missing window or
 * an unparseable date means not active.
 */
export function isPromoActive(window: PromoWindow | null | undefined, now: Date | number): boolean {
  if (!window) return false
  const start = toMs(window.start)
  const end = toMs(window.end)
  const t = toMs(now)
  if (!Number.isFinite(start) || !Number.isFinite(end) || !Number.isFinite(t)) return false
  return start <= t && t < end
}
