/**
 * GET /lead-form/context on a site's host: what the car-page lead modals need about the site
 * (captcha and message settings, dealerships, locations with opening and holiday hours). Public
 * data only, the same as the site's pages show; cached per site like them.
 */
import { NextResponse } from 'next/server'
import { getSite } from '@/data'
import { leadFormSite } from '@/leads/leadFormSite'

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site)
  if (!site) return NextResponse.json({ error: 'Unknown site.' }, { status: 404 })
  return NextResponse.json(await leadFormSite(site), { headers: { 'cache-control': 'public, max-age=60' } })
}
