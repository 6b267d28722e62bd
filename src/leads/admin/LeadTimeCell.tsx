/**
 * The leads list's "Created At" column: the time a lead arrived in its location's zone, written as
 * on the lead's own screen ("6 Dec 2026, 11:49 pm AEST"; issue 32), not in the browser's zone.
 */
import type { DefaultServerCellComponentProps } from 'payload'
import { formatLeadTime } from '@/rules/leadTimes'
import { leadZone } from './leadZone'

export async function LeadTimeCell({ cellData, rowData, payload }: DefaultServerCellComponentProps) {
  const zone = await leadZone(payload, (rowData ?? {}) as { location?: unknown; site?: unknown })
  return <span data-testid="lead-time">{formatLeadTime(cellData as string | null | undefined, zone)}</span>
}
