import { getPayload, type Payload } from 'payload'

/**
 * The Payload Local API for server components, route handlers and jobs. The config
 * (payload.config.ts: every collection, hook, endpoint and job) is the app's composition root and
 * sits above this data layer, whose reads its hooks and jobs use: so it is loaded on first use,
 * not when this module loads, and the folder graph stays without a cycle.
 */
export const payloadClient = async (): Promise<Payload> => getPayload({ config: (await import('@payload-config')).default })
