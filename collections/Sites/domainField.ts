/**
 * The Sites form's `domains[].domain`: stored normalised (src/rules/siteDomain.ts), and a domain
 * belongs to one site. The field's check names the site that has it (a 400 with that message);
 * the unique index on `sites_domains.domain` (migration 20261206_120000_unique_site_domains) is
 * what holds when two saves race past the check.
 */
import type { Field, TextFieldSingleValidation } from 'payload'
import { domainRepeatedMessage, domainTakenMessage, normaliseDomain } from '@/rules/siteDomain'

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

const validateSiteDomain: TextFieldSingleValidation = async (value, { req, id, data }) => {
  const domain = typeof value === 'string' ? normaliseDomain(value) : ''
  if (!DOMAIN_PATTERN.test(domain)) return 'Enter a host name such as www.example.com.au'
  const rows = ((data as { domains?: unknown } | undefined)?.domains ?? []) as { domain?: unknown }[]
  const listed = Array.isArray(rows) ? rows.filter((r) => typeof r?.domain === 'string' && normaliseDomain(r.domain) === domain).length : 0
  if (listed > 1) return domainRepeatedMessage(domain)
  if (!req?.payload) return true // the browser's own check: the server repeats it with the database
  const other = await req.payload.find({
    collection: 'sites',
    where: { and: [{ 'domains.domain': { equals: domain } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
    select: { name: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return other.docs[0] ? domainTakenMessage(domain, other.docs[0].name) : true
}

export const domainField: Field = {
  name: 'domain',
  type: 'text',
  required: true,
  unique: true,
  admin: { description: 'Stored in lower case, without port or trailing dot.' },
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseDomain(value) : value)] },
  validate: validateSiteDomain,
}
