/**
 * The JavaScript files a page's HTML makes the browser load on first paint: every
 * `<script src>` (Next's chunks are `async` scripts) and every `<link rel="preload" as="script">`
 * / `rel="modulepreload"`, each once, in document order. Inline scripts (the RSC payload) are
 * not files and are not counted, nor are `nomodule` scripts (Next's legacy polyfills, which
 * browsers with ES modules never download).
 */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>()
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i'))?.[1] ?? tag.match(new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`, 'i'))?.[1]
    if (/^<script/i.test(tag)) {
      const src = attr('src')
      if (src && !/\snomodule\b/i.test(tag)) found.add(decodeEntities(src))
    } else {
      const rel = (attr('rel') ?? '').toLowerCase()
      const href = attr('href')
      if (href && (rel === 'modulepreload' || (rel === 'preload' && (attr('as') ?? '').toLowerCase() === 'script'))) found.add(decodeEntities(href))
    }
  }
  return [...found]
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'")
}
