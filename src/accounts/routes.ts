/**
 * The handler instances behind the route files: one set per server process (each request's site
 * comes from the one resolver, src/data/siteResolver.ts).
 */
import { payloadClient } from '@/data/payload'
import { createAccountHandlers } from './server/handlers'
import { createWatchlistHandlers } from './server/watchlistHandlers'
import { sessionLiveHandler, siteGatesHandler } from './server/gatesEndpoint'

const deps = { payload: payloadClient }
const accountHandlers = createAccountHandlers(deps)
export const watchlistHandlers = createWatchlistHandlers(deps)

type Handler = (request: Request) => Promise<Response>

export const ACCOUNT_POST: Record<string, Handler> = {
  code: accountHandlers.requestCode,
  verify: accountHandlers.verifyCode,
  profile: accountHandlers.updateProfile,
  favourites: accountHandlers.saveFavourites,
  'sign-out': accountHandlers.signOut,
  delete: accountHandlers.deleteAccount,
}
export const ACCOUNT_GET: Record<string, Handler> = {
  me: accountHandlers.me,
  cars: watchlistHandlers.cars,
  gates: siteGatesHandler,
  session: sessionLiveHandler,
}
export const WATCHLIST_POST: Record<string, Handler> = {
  'save-car': watchlistHandlers.saveCar,
  'remove-car': watchlistHandlers.removeCar,
}

function notFound(): Response {
  return new Response(JSON.stringify({ success: false, error: 'Not found.' }), {
    status: 404,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}

export function dispatch(table: Record<string, Handler>, action: string, request: Request): Promise<Response> {
  const handler = Object.hasOwn(table, action) ? table[action] : undefined
  return handler ? handler(request) : Promise.resolve(notFound())
}
