/**
 * The site's web app manifest (/manifest.webmanifest). Pure.
 *
 * `display: "browser"`: a dealer site is a website of links (search → car → back, shared car
 * addresses, the finance partner's pages). Added to a home screen it opens in the browser, with
 * its address bar, share and back button; "standalone" would drop them (iOS has no back button
 * there) and bring nothing in return, as the site has no offline mode.
 */
import { iconColours, manifestShortName } from '@/rules/siteIcon'
import { iconVersion, type IconSite } from './version'

export type WebManifest = {
  id: string
  name: string
  short_name: string
  lang: string
  start_url: string
  scope: string
  display: 'browser'
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose: 'any' }[]
}

/** Icon file paths as the head and the manifest link them: versioned by the branding (./version.ts). */
export function iconHref(file: string, site: IconSite): string {
  return `/${file}?v=${iconVersion(site)}`
}

export function siteManifest(site: IconSite): WebManifest {
  const { background } = iconColours(site.branding)
  const name = site.name.trim()
  return {
    id: '/',
    name,
    short_name: manifestShortName(name),
    lang: 'en-AU',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: background,
    background_color: background,
    icons: [192, 512].map((size) => ({ src: iconHref(`icon-${size}.png`, site), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' as const })),
  }
}
