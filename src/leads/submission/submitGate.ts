/**
 * How many lead submissions one process works on at once. A burst
 * (a TV spot: 100 shoppers within a second) queues here, in memory, for a short while instead of
 * every submission taking database connections at once and timing out on the pool.
 *
 * - LEADS_CONCURRENCY (default 8) submissions run at once;
 * - up to LEADS_QUEUE_MAX (default 500) wait, each at most LEADS_QUEUE_WAIT_MS (default 30 s);
 * - beyond that the submission is shed with 503 + Retry-After BEFORE anything is read from or
 *   written to the database, so a shed submission has stored nothing and can simply be sent again.
 */

export type GateOptions = { concurrency: number; maxQueue: number; maxWaitMs: number }

export function submitGateOptions(env: Record<string, string | undefined> = process.env): GateOptions {
  const int = (value: string | undefined, fallback: number, min: number) => {
    const n = Math.floor(Number(value))
    return Number.isFinite(n) && n >= min ? n : fallback
  }
  return {
    concurrency: int(env.LEADS_CONCURRENCY, 8, 1),
    maxQueue: int(env.LEADS_QUEUE_MAX, 500, 0),
    maxWaitMs: int(env.LEADS_QUEUE_WAIT_MS, 30_000, 1),
  }
}

export type Gate = {
  /** A release function, or null when the submission must be shed (queue full or waited too long). */
  enter: () => Promise<(() => void) | null>
  stats: () => { running: number; waiting: number }
}

export function createGate(options: GateOptions): Gate {
  let running = 0
  const waiting: Array<{ grant: () => void }> = []

  const release = () => {
    const next = waiting.shift()
    if (next) next.grant()
    else running--
  }
  const once = () => {
    let done = false
    return () => {
      if (done) return
      done = true
      release()
    }
  }

  return {
    stats: () => ({ running, waiting: waiting.length }),
    enter: () => {
      if (running < options.concurrency) {
        running++
        return Promise.resolve(once())
      }
      if (waiting.length >= options.maxQueue) return Promise.resolve(null)
      return new Promise((resolve) => {
        const entry = {
          // The slot passes straight from the finishing submission to this one (running stays the same).
          grant: () => {
            clearTimeout(timer)
            resolve(once())
          },
        }
        const timer = setTimeout(() => {
          const at = waiting.indexOf(entry)
          if (at >= 0) waiting.splice(at, 1)
          resolve(null)
        }, options.maxWaitMs)
        timer.unref?.()
        waiting.push(entry)
      })
    },
  }
}

/** Seconds a shed shopper's browser is told to wait before sending again. */
export const SHED_RETRY_AFTER_SECONDS = 5
