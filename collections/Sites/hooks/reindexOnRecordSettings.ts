/**
 * A site's settings that shape its cars' search records (`RECORD_SETTINGS`: truck mapping,
 * whether registration plates and market data are published) re-index that site's cars when
 * they change, through one `syncVehicles` job per MAX_SYNC_BATCH cars. Without it a dealer who
 * turns "Search results carry registration plates" off would still publish them until each car
 * was next saved.
 */
import type { CollectionAfterChangeHook } from 'payload'
import type { Site } from '@/payload-types'
import { wakeJobRunner } from '@/jobs/runner'
import { MAX_SYNC_BATCH } from '@/search/jobs'
import { RECORD_SETTINGS } from '@/search/record'

type Settings = Site['settings'] | null | undefined

/** Whether a save changed a setting the records depend on (pure). */
function recordSettingsChanged(before: Settings, after: Settings): boolean {
  return RECORD_SETTINGS.some((name) => (before?.[name] ?? null) !== (after?.[name] ?? null))
}

export const reindexSiteWhenRecordSettingsChange: CollectionAfterChangeHook<Site> = async ({ doc, previousDoc, operation, req }) => {
  // The site's make decides special-feature eligibility (rules/specialFeature) as much as the setting.
  const makeChanged = (previousDoc?.manufacturerName ?? null) !== (doc.manufacturerName ?? null)
  if (operation !== 'update' || !(recordSettingsChanged(previousDoc?.settings, doc.settings) || makeChanged)) return doc
  const found = await req.payload.find({
    collection: 'vehicles',
    where: { site: { equals: doc.id } },
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  const ids = found.docs.map((v) => Number(v.id))
  for (let start = 0; start < ids.length; start += MAX_SYNC_BATCH) {
    await req.payload.jobs.queue({ task: 'syncVehicles', input: { ids: ids.slice(start, start + MAX_SYNC_BATCH) }, req })
  }
  if (ids.length > 0) wakeJobRunner()
  return doc
}
