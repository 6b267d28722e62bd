/**
 * A small bounded, short-lived cache: at most `max` entries, each for `ttlMs`, least recently
 * used dropped first. Used for search results of a normalised request (src/data/search.ts), where
 * a few seconds of staleness is the price of not running the same query for every visitor.
 */
export class TtlLru<V> {
  private readonly entries = new Map<string, { at: number; value: V }>()
  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (this.now() - hit.at >= this.ttlMs) {
      this.entries.delete(key)
      return undefined
    }
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.value
  }

  set(key: string, value: V): void {
    this.entries.delete(key)
    while (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string)
    this.entries.set(key, { at: this.now(), value })
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
