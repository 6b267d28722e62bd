/**
 * Offers are shared by many sites (`sites`; empty = every site), so a change expires the one
 * platform-wide offers tag rather than one site's: every site re-reads its offers on the next request.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { expireTags } from '@/cache/revalidate'
import { globalCollectionTag } from '@/cache/tags'

const expireOffers = () => expireTags([globalCollectionTag('offers')])

export const expireOffersAfterChange: CollectionAfterChangeHook = ({ doc }) => (expireOffers(), doc)

export const expireOffersAfterDelete: CollectionAfterDeleteHook = ({ doc }) => (expireOffers(), doc)
