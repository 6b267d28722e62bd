import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { staffOnlyGraphQL } from '@/security/graphqlGate'

// Anonymous visitors get 401 before the query is read (the sites use the Local API, not GraphQL).
export const POST = staffOnlyGraphQL(GRAPHQL_POST(config), () => getPayload({ config }))
export const OPTIONS = REST_OPTIONS(config)
