import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { bodyProblem } from '@/api/bodyGuard'
import { staffOnlyGraphQL } from '@/security/graphqlGate'
import { withGraphQLDeadline } from '@/security/graphqlDeadline'
import { graphqlRequestCost, requesterKey } from '@/security/staffQueryCost'
import { limitExpensive } from '@/security/staffQueryLimit'

const graphql = GRAPHQL_POST(config)

// A body that is not a JSON object (e.g. `{`) is answered 400 here, not 500 inside the handler.
const bodyChecked = async (request: Request) => (await bodyProblem(request, { writesDocument: true, isUpload: false })) ?? graphql(request)

// Anonymous visitors get 401 before the query is read (the sites use the Local API, not GraphQL).
// Staff queries are bounded by cost before they run (graphqlLimits.ts), only a few expensive ones
// run at once per user and per process (staffQueryLimit.ts: 429 + Retry-After past the cap), and
// each is stopped after a time limit (the deadline starts once the query holds its slot).
const limited = limitExpensive(withGraphQLDeadline(bodyChecked), graphqlRequestCost, async (request) => requesterKey(await getPayload({ config }), request))
export const POST = staffOnlyGraphQL(limited, () => getPayload({ config }))
export const OPTIONS = REST_OPTIONS(config)
