/**
 * Tailwind classes for grids. Class names are written out in full so Tailwind finds them.
 * Breakpoints: md 768, lg 992, xl 1200 (SPEC.md §2).
 */
import type { DirectoryColumns } from '@/rules/directoryColumns'

const MD: Record<number, string> = { 1: 'md:grid-cols-1', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-4' }
const LG: Record<number, string> = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }
const XL: Record<number, string> = { 1: 'xl:grid-cols-1', 2: 'xl:grid-cols-2', 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4' }
const CENTRED_WIDTH: Record<number, string> = { 1: 'max-w-md', 2: 'max-w-4xl' }

function clamp(columns: number): number {
  return Math.min(4, Math.max(1, Math.round(columns)))
}

/**
 * Classes of the locations directory grid for directoryColumns() (SPEC.md §2: column sizing by
 * the number of locations). Under 3 locations the grid is narrowed and centred.
 */
export function directoryGridClass(columns: DirectoryColumns): string {
  const classes = ['grid', 'grid-cols-1', 'gap-6', MD[clamp(columns.md)], LG[clamp(columns.lg)], XL[clamp(columns.xl)]]
  if (columns.centered) classes.push('mx-auto', 'w-full', CENTRED_WIDTH[clamp(columns.md)] ?? '')
  return classes.filter(Boolean).join(' ')
}

/** Offers grid (SPEC.md §2): 1 column small, 2 from md, 3 from lg. */
export const OFFERS_GRID_CLASS = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3'

/** Content columns: 1 to 4 columns side by side from md (4 columns: 2 at md, 4 at lg). */
export function contentColumnsClass(count: number): string {
  const n = clamp(count)
  const wide: Record<number, string> = {
    1: 'md:grid-cols-1',
    2: 'md:grid-cols-2',
    3: 'md:grid-cols-3',
    4: 'md:grid-cols-2 lg:grid-cols-4',
  }
  return `grid grid-cols-1 gap-8 ${wide[n]}`
}
