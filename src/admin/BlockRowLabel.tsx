'use client'
/**
 * A layout block's row in the page editor: its number, its kind and a summary of its content
 * ("02 Hero: Find your next Toyota") instead of an empty "Untitled" name.
 */
import { useRowLabel } from '@payloadcms/ui'
import { blockRowSummary } from './fieldLabels'

export function BlockRowLabel({ blockLabel }: { blockLabel?: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const summary = blockRowSummary(data)
  return (
    <span data-testid="block-row-label">
      {String((rowNumber ?? 0) + 1).padStart(2, '0')} {blockLabel ?? String(data?.blockType ?? 'Block')}
      {summary ? `: ${summary}` : ''}
    </span>
  )
}
