/**
 * The engine's records by objectID and the index snapshot built from them: writes mark the
 * snapshot stale and the next read builds a new one, reusing the structures of attributes that
 * in-place updates did not touch (see IndexSnapshot.inherit).
 */
import { SearchEngineError } from './errors'
import { IndexSnapshot, type SearchRecord, type SnapshotOptions } from './snapshot'

export class RecordStore {
  private readonly records = new Map<string, SearchRecord>()
  private snap: IndexSnapshot | null = null
  /** writes since the snapshot was built: any insert/delete, and the previous version of updated records */
  private dirty = false
  private structural = false
  private readonly updated = new Map<string, SearchRecord>()

  get size(): number {
    return this.records.size
  }

  /** The snapshot last built, if any (without building one). */
  get built(): IndexSnapshot | null {
    return this.snap
  }

  get(objectID: string): SearchRecord | undefined {
    return this.records.get(objectID)
  }

  /** Add or replace records by objectID; returns their ids. */
  save(records: ReadonlyArray<Record<string, unknown>>): string[] {
    const objectIDs: string[] = []
    for (const record of records) {
      const id = record?.objectID
      if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') {
        throw new SearchEngineError('Every record needs an objectID (string or number)', 400)
      }
      const objectID = String(id)
      const previous = this.records.get(objectID)
      if (previous === undefined) this.structural = true
      else if (!this.updated.has(objectID)) this.updated.set(objectID, previous)
      this.records.set(objectID, { ...record, objectID })
      objectIDs.push(objectID)
    }
    if (objectIDs.length > 0) this.invalidate(false)
    return objectIDs
  }

  /** Remove records; returns the ids that were there. */
  delete(objectIDs: ReadonlyArray<string | number>): string[] {
    const deleted: string[] = []
    for (const id of objectIDs) {
      if (this.records.delete(String(id))) deleted.push(String(id))
    }
    if (deleted.length > 0) this.invalidate(true)
    return deleted
  }

  clear(): void {
    this.records.clear()
    this.invalidate(true)
  }

  /** Forget the snapshot (the settings it was built with changed). */
  discard(): void {
    this.invalidate(true)
    this.snap = null
  }

  /**
   * Mark the indexes stale; they are rebuilt by the next search. `structural` (an insert, a delete,
   * a clear) moves record positions, so everything is rebuilt; after in-place updates only the
   * structures of attributes whose values changed are (see IndexSnapshot.inherit).
   */
  private invalidate(structural: boolean): void {
    if (structural) this.structural = true
    this.dirty = true
  }

  snapshot(options: SnapshotOptions): IndexSnapshot {
    if (this.snap && !this.dirty) return this.snap
    const next = new IndexSnapshot([...this.records.values()], options)
    if (this.snap && !this.structural && this.updated.size > 0) this.inheritUpdated(this.snap, next)
    this.snap = next
    this.dirty = false
    this.structural = false
    this.updated.clear()
    return next
  }

  private inheritUpdated(previous: IndexSnapshot, next: IndexSnapshot): void {
    const changes: Array<[SearchRecord, SearchRecord]> = []
    for (const [id, before] of this.updated) {
      const after = this.records.get(id)
      if (after) changes.push([before, after])
    }
    const positions: number[] = []
    next.records.forEach((rec, p) => {
      if (this.updated.has(rec.objectID)) positions.push(p)
    })
    next.inherit(previous, changes, Int32Array.from(positions))
  }
}
