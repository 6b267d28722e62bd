/**
 * A site's domain as stored and compared: lower case, no port, no trailing dot, no spaces
 * (`WWW.Example.com.au:443.` → `www.example.com.au`). The request's Host is normalised the same
 * way (src/rules/siteKey.ts normaliseHost), so one stored form matches every way a browser sends
 * it, and the database's unique index on the stored form keeps a domain to one site. Pure.
 */
export function normaliseDomain(value: string): string {
  let d = value.trim().toLowerCase()
  d = d.replace(/^[a-z][a-z0-9+.-]*:\/\//, '') // a pasted address: its scheme…
  d = d.replace(/[/?#].*$/, '') // …and path
  d = d.replace(/:\d*$/, '') // the port
  d = d.replace(/\.+$/, '') // the trailing dot(s) of a fully qualified name
  return d
}

export const domainTakenMessage = (domain: string, siteName: string) =>
  `The domain ${domain} already serves the site "${siteName}". A domain can belong to one site only: remove it there first.`

export const domainRepeatedMessage = (domain: string) => `The domain ${domain} is listed twice.`
