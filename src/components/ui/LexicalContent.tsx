/**
 * Lexical rich text rendered as React elements (never as raw HTML), with links limited to
 * same-site paths, anchors, http(s), mailto: and tel: (anything else renders as plain text).
 */
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'
import { richTextHref } from '@/lib/links'

/** Tailwind styles for rich text (no typography plugin). */
const RICH_TEXT_CLASS = [
  'space-y-4 leading-relaxed',
  '[&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:h-auto [&_img]:max-w-full [&_table]:w-full [&_td]:border [&_td]:border-gray-200 [&_td]:p-2',
].join(' ')

type LinkFields = {
  url?: string | null
  newTab?: boolean | null
  linkType?: 'custom' | 'internal' | null
  doc?: { relationTo?: string; value?: unknown } | null
}

/** The href of an internal link to a page: "/" for the home page, else "/pages/{slug}". */
function internalHref(fields: LinkFields): string | null {
  const value = fields.doc?.value
  if (!value || typeof value !== 'object') return null
  const slug = (value as { slug?: unknown }).slug
  if (typeof slug !== 'string' || !slug.trim()) return null
  const clean = slug.trim()
  return clean === 'home' ? '/' : `/pages/${encodeURIComponent(clean)}`
}

function renderLink(fields: LinkFields, children: ReactNode): ReactNode {
  const href = fields.linkType === 'internal' ? internalHref(fields) : richTextHref(fields.url)
  if (!href) return <span>{children}</span>
  const newTab = Boolean(fields.newTab)
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => renderLink((node.fields ?? {}) as LinkFields, nodesToJSX({ nodes: node.children })),
  autolink: ({ node, nodesToJSX }) => renderLink((node.fields ?? {}) as LinkFields, nodesToJSX({ nodes: node.children })),
})

/** True when a Lexical value has any content worth rendering. */
export function hasRichText(value: unknown): boolean {
  const root = (value as { root?: { children?: unknown[] } } | null | undefined)?.root
  if (!root || !Array.isArray(root.children) || root.children.length === 0) return false
  const text = JSON.stringify(root.children)
  return /"text":"[^"]*\S/.test(text) || /"type":"(upload|horizontalrule|table)"/.test(text)
}

export function LexicalContent({ value, className }: { value: unknown; className?: string }) {
  if (!hasRichText(value)) return null
  return (
    <RichText
      data={value as Parameters<typeof RichText>[0]['data']}
      converters={converters}
      className={`${RICH_TEXT_CLASS} ${className ?? ''}`}
    />
  )
}
