/** The 404 page for unknown hosts and anything outside a known site. */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-500">404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-gray-600">We couldn’t find a dealer website at this address. Check the link and try again.</p>
    </main>
  )
}
