/**
 * Column sizing of the locations directory grid.
 *
 * SPEC.md section 2, Locations: "Directory: cards per location in a responsive grid. Column
 * sizing depends on the number of locations (over 3, exactly 6, 3 or more, under 3)."
 * Breakpoints (SPEC.md section 2): md = 768px, lg = 992px, xl = 1200px; base is below md.
 *
 * Precedence, first match wins:
 * 1. under 3 (0, 1 or 2): as many columns as locations (at least 1) from md up, centred;
 * 2. exactly 6 (checked before "over 3"): 3 columns from lg, so 2 full rows of 3;
 * 3. over 3 (4, 5, 7+): 2 at md, 3 at lg, 4 at xl;
 * 4. 3 or more (so exactly 3): 2 at md, 3 from lg (one row).
 */

/** Columns per breakpoint; a breakpoint keeps its value at wider widths. */
export interface DirectoryColumns {
  base: 1
  md: number
  lg: number
  xl: number
  /** True when the cards are centred in the row (under 3 locations). */
  centered: boolean
}

/** Column layout for a number of locations (SPEC.md section 2; precedence in the module doc). */
export function directoryColumns(locationCount: number): DirectoryColumns {
  const count = Number.isFinite(locationCount) ? Math.max(0, Math.floor(locationCount)) : 0
  if (count < 3) {
    const columns = Math.max(1, count)
    return { base: 1, md: columns, lg: columns, xl: columns, centered: true }
  }
  if (count === 6) return { base: 1, md: 2, lg: 3, xl: 3, centered: false }
  if (count > 3) return { base: 1, md: 2, lg: 3, xl: 4, centered: false }
  return { base: 1, md: 2, lg: 3, xl: 3, centered: false }
}
