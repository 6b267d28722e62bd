import type { CollectionBeforeDeleteHook } from 'payload'

/** Deleting a customer (their own request, or staff) removes their watchlist too. */
export const deleteWatchlistWithCustomer: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'watchlist-items',
    where: { customer: { equals: id } },
    overrideAccess: true,
    req,
  })
}
