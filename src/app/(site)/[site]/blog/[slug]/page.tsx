import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { getPost, getSite } from '@/data'
import { verifyPreviewToken } from '../../../../../preview/token'
import { RefreshOnSave } from '../../../../../preview/RefreshOnSave'
import { adminOrigins } from '../../../../../preview/origins'

type Props = { params: Promise<{ site: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load({ params, searchParams }: Props) {
  const { site: key, slug } = await params
  const site = await getSite(key)
  if (!site) return null
  const preview = (await searchParams).preview
  let post = await getPost(site.id, slug)
  let previewing = false
  if (typeof preview === 'string') {
    const draft = await getPost(site.id, slug, true)
    if (draft && verifyPreviewToken(preview, 'posts', draft.id)) {
      post = draft
      previewing = true
    }
  }
  return post ? { site, post, previewing } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return { title: 'Page not found' }
  return { title: data.post.seo?.title || data.post.title, description: data.post.seo?.description || data.post.excerpt || undefined }
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
        {post.content ? <RichText data={post.content as never} /> : null}
      </div>
    </article>
  )
}
