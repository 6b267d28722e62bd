import { describe, expect, it } from 'vitest'
import { firstLoadScripts } from '../../../scripts/lib/firstLoadScripts'

describe('firstLoadScripts (what bench:pages counts as first-load JavaScript)', () => {
  it('lists script src and script preloads once each, in document order, and skips inline scripts, nomodule polyfills and other links', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/_next/static/css/a.css">
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>
      <link rel="preload" as="font" href="/f.woff2">
      <link rel="modulepreload" href='/_next/static/chunks/mod.js'>
      <script src="/_next/static/chunks/webpack.js" async=""></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script>self.__next_f.push([1,"x"])</script>
      <script src="/_next/static/chunks/main-app.js?v=1&amp;x=2" async></script>
    </head></html>`
    expect(firstLoadScripts(html)).toEqual(['/_next/static/chunks/webpack.js', '/_next/static/chunks/mod.js', '/_next/static/chunks/main-app.js?v=1&x=2'])
  })

  it('returns nothing for a page without scripts', () => {
    expect(firstLoadScripts('<p>plain</p>')).toEqual([])
  })
})
