export interface ListenerOptions {
  connectionString: string
  channels: string[]
  onNotice: (channel: string, payload: string) => void
  /** after every (re)connect, once LISTEN is in place; `reconnected` is false the first time */
  onConnect?: (info: { reconnected: boolean }) => void | Promise<void>
  log?: (message: string) => void
}

export interface Listener {
  /** settles after the first connection attempt (connected or a retry scheduled) */
  ready: Promise<void>
  isConnected(): boolean
  simulateLoss(): void
  close(): Promise<void>
}

export function createPgListener(options: ListenerOptions): Listener
export const MAX_NOTICE_BYTES: number
export function sendNotice(queryable: { query: (sql: string, values?: unknown[]) => Promise<unknown> }, channel: string, payload: string): Promise<void>
export const LISTENER_APPLICATION_NAME: string
