/** Console output of the import: progress bar, summary and rejected-rows table (pure formatting). */
import type { ImportProgress, ImportReport, RejectedRow } from './server/importTypes'

type Out = { write: (chunk: string) => unknown; isTTY?: boolean }

/**
 * A progress bar: redrawn in place with \r on a terminal, plain milestone lines (every 25 %
 * and the end) otherwise, so logs and CI output stay readable.
 */
export function progressBar(out: Out, width = 28) {
  let lastLabel = ''
  let lastMilestone = -1
  let open = false
  return {
    update({ phase, done, total }: ImportProgress) {
      const label = phase === 'import' ? 'Importing' : 'Marking sold'
      if (label !== lastLabel) {
        if (open) out.write('\n')
        open = false
        lastLabel = label
        lastMilestone = -1
      }
      const pct = total > 0 ? Math.floor((done / total) * 100) : 100
      if (out.isTTY) {
        const filled = Math.round((pct / 100) * width)
        out.write(`\r  ${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} (${pct}%)`)
        open = true
        if (done >= total) {
          out.write('\n')
          open = false
        }
      } else {
        const milestone = done >= total ? 100 : Math.floor(pct / 25) * 25
        if (milestone > lastMilestone) {
          lastMilestone = milestone
          out.write(`  ${label}: ${done}/${total} (${pct}%)\n`)
        }
      }
    },
    end() {
      if (open) out.write('\n')
      open = false
    },
  }
}

function pad(s: string, n: number) {
  return s.length >= n ? s : s + ' '.repeat(n - s.length)
}

/** The rejected rows as an aligned text table (at most `limit` lines). */
export function rejectedTable(rows: RejectedRow[], limit = 200): string {
  if (rows.length === 0) return ''
  const shown = rows.slice(0, limit)
  const cells = shown.map((r) => [String(r.row), r.stocknum ?? '', r.field, r.reason])
  const head = ['Row', 'Stock', 'Field', 'Reason']
  const widths = head.map((h, i) => Math.min(i === 3 ? 200 : 32, Math.max(h.length, ...cells.map((c) => c[i].length))))
  const line = (c: string[]) => `  ${c.map((x, i) => (i === 3 ? x : pad(x.length > widths[i] ? `${x.slice(0, widths[i] - 1)}…` : x, widths[i]))).join('  ')}`
  const out = [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)]
  if (rows.length > limit) out.push(`  ... and ${rows.length - limit} more (see the report file)`)
  return out.join('\n')
}

export function summary(report: ImportReport): string {
  const would = report.dryRun ? 'would be ' : ''
  const lines = [
    report.dryRun ? 'Dry run: nothing was written.' : 'Import finished.',
    `  ${report.dryRun ? 'Would create' : 'Created'}: ${report.created}`,
    `  ${report.dryRun ? 'Would update' : 'Updated'}: ${report.updated}`,
    `  Rejected:     ${report.rejected} row(s)${report.rejected ? ` (${report.rejectedRows.length} problem(s))` : ''}`,
    `  ${report.dryRun ? 'Would mark sold' : 'Marked sold'}: ${report.fullFeed ? report.markedSold : '0 (no --full-feed)'}`,
    ...(report.heldWithoutLocation.length ? [`  Drafts (no location): ${report.heldWithoutLocation.length}`] : []),
  ]
  // Align the values.
  const aligned = lines.map((l, i) => (i === 0 ? l : l.replace(/^ {2}([^:]+):\s*/, (_, k: string) => `  ${pad(`${k}:`, 17)}`)))
  if (report.fullFeed && report.markedSoldVehicles.length > 0) {
    const list = report.markedSoldVehicles.slice(0, 20).map((v) => `${v.dealership}/${v.stocknum}`)
    aligned.push(`  Cars ${would}marked sold: ${list.join(', ')}${report.markedSoldVehicles.length > 20 ? `, ... (${report.markedSoldVehicles.length - 20} more)` : ''}`)
  }
  return aligned.join('\n')
}
