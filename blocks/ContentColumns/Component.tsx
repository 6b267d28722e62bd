/** Content columns renderer: 1 to 4 columns with heading, rich text and an optional link. */
import Link from 'next/link'
import { contentColumnsClass } from '@/components/ui/gridClasses'
import { Heading } from '@/components/ui/Heading'
import { hasRichText, LexicalContent } from '@/components/ui/LexicalContent'
import { ctaHref, isExternalHref } from '@/lib/links'
import type { ContentColumnsBlock } from '@/payload-types'
import type { BlockComponentProps } from '../shared/types'
import { BLOCK_CONTAINER, BLOCK_HEADING, text } from '../shared/layout'

export function ContentColumnsComponent({ block }: BlockComponentProps<ContentColumnsBlock>) {
  const columns = (block.columns ?? [])
    .slice(0, 4)
    .filter((column) => text(column.heading) || hasRichText(column.content) || (text(column.link?.label) && ctaHref(column.link?.href)))
  if (columns.length === 0) return null
  const heading = text(block.heading)
  return (
    <div className={BLOCK_CONTAINER}>
      {heading ? <h2 className={`${BLOCK_HEADING} mb-8`}>{heading}</h2> : null}
      <div className={contentColumnsClass(columns.length)}>
        {columns.map((column, index) => {
          const label = text(column.link?.label)
          const href = ctaHref(column.link?.href)
          return (
            <div key={column.id ?? index} className="flex flex-col gap-3">
              {text(column.heading) ? (
                <Heading level={heading ? 3 : 2} className="text-xl font-bold">
                  {text(column.heading)}
                </Heading>
              ) : null}
              <LexicalContent value={column.content} />
              {label && href ? (
                isExternalHref(href) ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" className="mt-auto font-semibold underline underline-offset-2 hover:no-underline">
                    {label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link href={href} className="mt-auto font-semibold underline underline-offset-2 hover:no-underline">
                    {label}
                  </Link>
                )
              ) : null}
            </div>
          )
        })}
      </div>
    </div>
  )
}
