import Link from 'next/link'

/** 404 inside a known site: rendered within the site's own header and footer. */
export default function SiteNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-500">404</p>
      <h1 className="text-3xl font-bold">Sorry, we can’t find that page</h1>
      <p className="text-gray-600">It may have moved, or the car may have been sold.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded bg-brand px-4 py-2 font-semibold text-on-brand">Go to the home page</Link>
        <Link href="/cars/" className="rounded border border-gray-300 px-4 py-2 font-semibold">Browse our stock</Link>
      </div>
    </section>
  )
}
