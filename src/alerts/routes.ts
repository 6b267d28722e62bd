/**
 * The handler instances behind /api/saved-searches/[action] (one set per server process).
 */
import { payloadClient } from '@/data/payload'
import { createSavedSearchHandlers } from './server/handlers'
import { createUnsubscribeHandlers } from './server/unsubscribe'

const deps = { payload: payloadClient }
const searches = createSavedSearchHandlers(deps)
const unsubscribe = createUnsubscribeHandlers(deps)

type Handler = (request: Request) => Promise<Response>

export const SAVED_SEARCH_POST: Record<string, Handler> = {
  save: searches.save,
  rename: searches.rename,
  frequency: searches.frequency,
  delete: searches.delete,
  unsubscribe: unsubscribe.oneClick,
  manage: unsubscribe.manageAction,
}
export const SAVED_SEARCH_GET: Record<string, Handler> = {
  confirm: searches.confirm,
  list: searches.list,
  unsubscribe: unsubscribe.page,
  manage: unsubscribe.manage,
}
