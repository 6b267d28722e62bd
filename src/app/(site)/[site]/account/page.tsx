/** The shopper's account page: details, sign out, delete my account. 404 without shopper accounts. */
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getSite } from '@/data'
import { customerOnPage, requireShopperAccounts } from '@/accounts/serverGate'
import { publicCustomer } from '@/accounts/customerSession'
import { AccountPanel } from '@/accounts/AccountPanel'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'My account', robots: { index: false } }

export default async function AccountPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site)
  requireShopperAccounts(site)
  const customer = await customerOnPage(site)
  if (!customer) redirect(`/sign-in?${new URLSearchParams({ redirect: '/account', back: '/' })}`)
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold">My account</h1>
      <AccountPanel initial={publicCustomer(customer)} />
    </div>
  )
}
