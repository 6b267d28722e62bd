/**
 * This process's id in notices between app instances: a receiver ignores the notices it sent
 * itself. One per process (src/lib/processWide.ts): the jobs that send vehicle notices, the
 * follower that receives them and the expiry relay run in different bundles of one process.
 */
import { randomUUID } from 'node:crypto'
import { processWide } from '@/lib/processWide'

declare module '@/lib/processWide' {
  interface ProcessWide {
    'notices.instanceId': string
  }
}

export function instanceId(): string {
  return processWide('notices.instanceId', () => randomUUID())
}
