/**
 * Every start-up step has a deadline: a step that has not finished by then is reported by name
 * and the start fails (exit code 1), so a supervisor, CI or the person at the terminal sees
 * which step stalled instead of a server that never becomes ready.
 *
 * - STARTUP_STEP_TIMEOUT_SECONDS (default 180): starting the database, checking it, loading the
 *   CMS, reading the sites;
 * - STARTUP_FIRST_PAGE_TIMEOUT_SECONDS (default 300): the first site's home page, once the gate is
 *   open (Next's first render; in `npm run dev` its first compile too);
 * - STARTUP_DATA_TIMEOUT_SECONDS (default 1800): waiting for another process's migrations or
 *   seed (the migration lock), applying migrations, seeding the demo data.
 */
export type StartupDeadlines = { stepMs: number; dataMs: number; firstPageMs: number }

const DEFAULT_STEP_SECONDS = 180
const DEFAULT_DATA_SECONDS = 1800
const DEFAULT_FIRST_PAGE_SECONDS = 300

function seconds(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

export function startupDeadlines(env: Record<string, string | undefined> = process.env): StartupDeadlines {
  return {
    stepMs: seconds(env.STARTUP_STEP_TIMEOUT_SECONDS, DEFAULT_STEP_SECONDS) * 1000,
    dataMs: seconds(env.STARTUP_DATA_TIMEOUT_SECONDS, DEFAULT_DATA_SECONDS) * 1000,
    firstPageMs: seconds(env.STARTUP_FIRST_PAGE_TIMEOUT_SECONDS, DEFAULT_FIRST_PAGE_SECONDS) * 1000,
  }
}

/** A start-up step that did not finish within its deadline. */
export class StartupStepTimeout extends Error {
  constructor(
    readonly step: string,
    readonly limitMs: number,
    setting: string,
  ) {
    super(`Start-up step "${step}" did not finish within ${Math.round(limitMs / 1000)} s (${setting}); stopping instead of waiting for ever`)
    this.name = 'StartupStepTimeout'
  }
}

/**
 * `work`'s result, or a StartupStepTimeout naming `step` once `limitMs` has passed. The work
 * itself cannot be cancelled: the caller exits the process.
 */
export async function withDeadline<T>(step: string, limitMs: number, setting: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StartupStepTimeout(step, limitMs, setting)), limitMs)
  })
  try {
    return await Promise.race([work(), expired])
  } finally {
    clearTimeout(timer)
  }
}
