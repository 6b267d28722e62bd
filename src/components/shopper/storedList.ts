'use client'
/**
 * Favourites and compare lists in the browser (SPEC.md §3 "stored locally per site", §4
 * "Favourites and compare are stored locally"). One tiny store per storage key, shared by every
 * card on the page (useSyncExternalStore), kept in step across tabs through `storage` events.
 * Storage that is unavailable (private mode, quota) degrades to an in-memory list.
 */
import { useCallback, useSyncExternalStore } from 'react'
import { parseStoredList, type FavouriteEntry } from '@/rules/storedLists'

type Store = { list: FavouriteEntry[]; listeners: Set<() => void>; loaded: boolean }

const stores = new Map<string, Store>()
const EMPTY: FavouriteEntry[] = []

function storeFor(key: string): Store {
  let store = stores.get(key)
  if (!store) {
    store = { list: EMPTY, listeners: new Set(), loaded: false }
    stores.set(key, store)
  }
  if (!store.loaded && typeof window !== 'undefined') {
    store.loaded = true
    try {
      store.list = parseStoredList(window.localStorage.getItem(key))
    } catch {
      store.list = EMPTY
    }
  }
  return store
}

let listening = false
function listenToOtherTabs() {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('storage', (event) => {
    if (!event.key) return
    const store = stores.get(event.key)
    if (!store) return
    store.list = parseStoredList(event.newValue)
    store.listeners.forEach((l) => l())
  })
}

export function writeStoredList(key: string, list: FavouriteEntry[]): void {
  const store = storeFor(key)
  store.list = list
  try {
    window.localStorage.setItem(key, JSON.stringify(list))
  } catch {
    // Storage full or blocked: the list still works for this page view.
  }
  store.listeners.forEach((l) => l())
}

/** The stored list for `key` and a setter. Empty on the server and during hydration. */
/** Calls `onChange` on every change of the list for `key`; returns the unsubscribe. */
function subscribeToList(key: string, onChange: () => void): () => void {
  listenToOtherTabs()
  const store = storeFor(key)
  store.listeners.add(onChange)
  return () => store.listeners.delete(onChange)
}

export function useStoredList(key: string): [FavouriteEntry[], (list: FavouriteEntry[]) => void] {
  const subscribe = useCallback((onChange: () => void) => subscribeToList(key, onChange), [key])
  const list = useSyncExternalStore(
    subscribe,
    () => storeFor(key).list,
    () => EMPTY,
  )
  const set = useCallback((next: FavouriteEntry[]) => writeStoredList(key, next), [key])
  return [list, set]
}

/**
 * Calls `onChange` with the list for `key` now and whenever it changes (this tab or another),
 * without rendering anything; returns the unsubscribe.
 */
export function watchStoredList(key: string, onChange: (list: FavouriteEntry[]) => void): () => void {
  const notify = () => onChange(storeFor(key).list)
  const stop = subscribeToList(key, notify)
  notify()
  return stop
}
