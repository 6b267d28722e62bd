/**
 * The site footer (SPEC.md §1 "group-branded header/footer linking to the group site, company
 * address and licences"; §9 payment icons: Mastercard, Visa, Maestro, Google Pay, Apple Pay).
 */
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { SiteFooter } from '@/shell/SiteFooter'
import { dealershipDoc, siteDoc } from '../../support/docs'

const group = siteDoc({
  name: 'Harbour Auto Group',
  companyName: 'Harbour Auto Group Pty Ltd',
  address: 'Level 3, 88 Harbour Street, Sydney NSW 2000',
  phone: '02 9555 0200',
  groupSiteUrl: 'https://www.harbourautogroup.example',
  settings: { fixedLicenceNumbers: [{ value: 'LMCT 0001234' }] },
})
const dealers = [dealershipDoc({ id: 1, name: 'Harbour Mazda', dealerLicenceNumber: 'MD 24011', motorVehicleRepairer: 'MVRL 45511' })]

describe('site footer', () => {
  it('a group site links to the group website and shows its company name, address and licences', () => {
    const html = renderToStaticMarkup(<SiteFooter site={group} dealerships={dealers} />)
    expect(html).toMatch(/<a href="https:\/\/www\.harbourautogroup\.example"[^>]*data-testid="group-link"[^>]*>Part of Harbour Auto Group Pty Ltd · visit the group website<\/a>/)
    expect(html).toContain('Level 3, 88 Harbour Street, Sydney NSW 2000')
    expect(html).toContain('Harbour Mazda: DL MD 24011')
    expect(html).toContain('LMCT 0001234')
  })

  it('a site without a group website has no group link', () => {
    const html = renderToStaticMarkup(<SiteFooter site={siteDoc({ name: 'Sunshine Toyota' })} dealerships={[]} />)
    expect(html).not.toContain('group-link')
  })

  it('lists the accepted payment methods: Mastercard, Visa, Maestro, Google Pay, Apple Pay', () => {
    const html = renderToStaticMarkup(<SiteFooter site={group} dealerships={[]} />)
    const list = /<ul[^>]*aria-label="Payment methods accepted"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? ''
    expect([...list.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((m) => m[1])).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
  })
})
