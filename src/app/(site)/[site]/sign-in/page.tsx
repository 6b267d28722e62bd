/**
 * SPEC.md §2 /sign-in: `type` chooses the heading and reason, `redirect` is where to go after
 * sign-in, `back` where the back link returns; both only as same-site paths (anything else is
 * the home page). 404 on sites without shopper accounts. A signed-in shopper is never asked to
 * sign in (issue 32): sent on to `redirect`, or asked only for the phone the watchlist needs.
 */
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getSite } from '@/data'
import { customerOnPage, requireShopperAccounts } from '@/accounts/serverGate'
import { signInPageFor } from '@/rules/gatedRoutes'
import { safeRedirectPath } from '@/rules/safeRedirect'
import { SignInForm } from '@/accounts/SignInForm'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Sign in', robots: { index: false } }

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export default async function SignInPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  requireShopperAccounts(site)
  const query = await searchParams
  const redirectTo = safeRedirectPath(one(query.redirect))
  const back = safeRedirectPath(one(query.back))
  const copy = signInPageFor(one(query.type), await customerOnPage(site))
  if (copy.step === 'go-on') redirect(redirectTo)
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <a href={back} className="text-sm font-semibold text-brand underline" data-testid="sign-in-back">
        ← Back
      </a>
      <h1 className="mt-4 text-3xl font-bold">{copy.heading}</h1>
      <p className="mt-2 text-gray-700" data-testid="sign-in-reason">
        {copy.reason}
      </p>
      <SignInForm siteName={site.name} redirectTo={redirectTo} askPhone={copy.type === 'watchlist'} signedIn={copy.step === 'add-phone'} />
    </div>
  )
}
