/** Rich text renderer: Lexical content as React elements (no raw HTML injection). */
import { LexicalContent } from '@/components/ui/LexicalContent'
import type { RichTextBlock } from '@/payload-types'
import type { BlockComponentProps } from '../shared/types'
import { BLOCK_CONTAINER, BLOCK_CONTAINER_NARROW } from '../shared/layout'

export function RichTextComponent({ block }: BlockComponentProps<RichTextBlock>) {
  return (
    <div className={block.width === 'wide' ? BLOCK_CONTAINER : BLOCK_CONTAINER_NARROW}>
      <LexicalContent value={block.content} />
    </div>
  )
}
