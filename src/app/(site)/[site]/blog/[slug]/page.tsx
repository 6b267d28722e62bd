import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { getPost, getSite } from '@/data'
import { isPreviewingSite } from '@/preview/draftMode'
import { LazyRefreshOnSave as RefreshOnSave } from '@/preview/LazyRefreshOnSave'
import { adminOrigins } from '@/preview/origins'
import { canonicalFor } from '@/seo/canonical'

type Props = { params: Promise<{ site: string; slug: string }> }

// Rendered once per site and path on first visit, then served from Next's cache until a Payload
// hook expires the site's tags (src/cache/revalidate.ts) or `revalidate` (the layout) passes.
export function generateStaticParams() {
  return []
}

async function load({ params }: Props) {
  const { site: key, slug } = await params
  const site = await getSite(key)
  if (!site) return null
  // In draft mode for this site (an editor's live preview) the latest draft; shoppers the published post.
  const previewing = await isPreviewingSite(site.id)
  const post = previewing ? ((await getPost(site.id, slug, true)) ?? (await getPost(site.id, slug))) : await getPost(site.id, slug)
  return post ? { site, post, previewing } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return { title: 'Page not found' }
  return {
    title: data.post.seo?.title || data.post.title,
    description: data.post.seo?.description || data.post.excerpt || undefined,
    alternates: canonicalFor(`/blog/${encodeURIComponent(data.post.slug ?? '')}`),
  }
}

export default async function PostPage(props: Props) {
  const data = await load(props)
  if (!data) notFound()
  const { post, previewing } = data
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      {previewing ? <RefreshOnSave adminOrigins={adminOrigins()} /> : null}
      <p className="text-sm"><Link href="/blog" className="underline">Back to the blog</Link></p>
      <h1 className="mt-2 text-3xl font-bold">{post.title}</h1>
      {post.publishedAt ? (
        <p className="mt-1 text-sm text-gray-600">{new Date(post.publishedAt).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' })}</p>
      ) : null}
      <div className="prose mt-6 max-w-none space-y-4 [&_h2]:text-2xl [&_h2]:font-bold">
        {post.content ? <RichText data={post.content} /> : null}
      </div>
    </article>
  )
}
