import Link from 'next/link'
import type { Media, Post } from '@/payload-types'
import { SafeImage } from '@/components/SafeImage'

export function PostList({ posts, heading }: { posts: Post[]; heading: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <nav aria-label="Blog categories" className="mt-4 flex gap-4 text-sm font-semibold">
        <Link href="/blog" className="underline">All posts</Link>
        <Link href="/blog/vehicle-reviews" className="underline">Vehicle reviews</Link>
      </nav>
      {posts.length === 0 ? (
        <p className="mt-8 text-gray-600">No posts yet. Check back soon.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => {
            const img = post.heroImage as Media | null | undefined
            return (
              <li key={post.id} className="overflow-hidden rounded-lg border border-gray-200">
                <SafeImage src={img && typeof img === 'object' ? (img.sizes?.card?.url ?? img.url) : null} alt="" className="aspect-video w-full object-cover" />
                <div className="p-4">
                  <p className="text-xs font-semibold uppercase text-gray-600">{post.category === 'vehicle-reviews' ? 'Vehicle review' : 'News'}</p>
                  <h2 className="mt-1 text-lg font-bold">
                    <Link href={`/blog/${post.slug}`} className="hover:underline">{post.title}</Link>
                  </h2>
                  {post.excerpt ? <p className="mt-2 text-gray-700">{post.excerpt}</p> : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
