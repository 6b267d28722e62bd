/**
 * Who may do what with leads. Staff read their sites' leads (the
 * multi-tenant plugin narrows `isStaff` to the user's sites); shoppers create leads only through
 * POST /api/leads (the Local API with overrideAccess), never through REST or GraphQL; nobody edits
 * a stored lead; only platform admins delete one.
 */
export { isStaff as staffReadsOwnSites, nobody as onlyTheSubmitEndpoint, nobody as noEdits, isPlatformAdmin as platformAdminDeletes } from '@/access'
