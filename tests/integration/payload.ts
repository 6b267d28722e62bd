/** Payload for integration tests, on the run's fresh database (see globalSetup.ts). */
import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

export function testPayload(): Promise<Payload> {
  instance ??= import('../../payload.config').then(({ default: config }) => getPayload({ config }))
  return instance
}

let counter = 0
/** A unique suffix so tests never collide on slugs or e-mails. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`
