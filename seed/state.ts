/**
 * Whether the demo seed has finished: a `payload_kv` entry written when a seed starts
 * ("running") and when it ends ("done"). A seed that was interrupted (crash, Ctrl-C, power
 * cut) leaves "running" behind, so the next start runs the (idempotent) seed again and
 * completes it instead of serving a half-seeded database for ever. A database seeded before
 * this marker existed has sites and no entry: it counts as done.
 */
import type { Payload } from 'payload'

export const SEED_STATE_KEY = 'demo-seed'

export type SeedState = { status: 'running' | 'done'; startedAt: string; finishedAt?: string }

export async function markSeedRunning(payload: Payload): Promise<void> {
  await payload.kv.set(SEED_STATE_KEY, { status: 'running', startedAt: new Date().toISOString() } satisfies SeedState)
}

export async function markSeedDone(payload: Payload, startedAt: Date): Promise<void> {
  await payload.kv.set(SEED_STATE_KEY, { status: 'done', startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString() } satisfies SeedState)
}

/**
 * The start scripts' decision: seed when seeding is on and the database has no site yet, or a
 * seed started and never finished. Sites without a marker are an operator's (or an older seed's)
 * data, left alone.
 */
export function needsSeed(input: { seedEnabled: boolean; siteCount: number; seedState: SeedState | null }): boolean {
  if (!input.seedEnabled) return false
  return input.siteCount === 0 || input.seedState?.status === 'running'
}
