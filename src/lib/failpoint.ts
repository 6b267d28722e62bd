/**
 * Crash tests' failpoints: `FAILPOINT=settle:after-commit` (a comma-separated list) makes the
 * process kill itself (SIGKILL: no cleanup, no finally, as a power cut or OOM kill would) when
 * it reaches that named step. Unset (always, outside the crash tests) it does nothing.
 *
 * The steps (tests/integration/payment-crash.test.ts kills at each one):
 * - `settle:before-commit`: a payment's effects are written but not committed;
 * - `settle:after-commit`: committed, before its jobs run;
 * - `lead:after-send`: the dealer's lead mail went out, not yet marked delivered;
 * - `confirm:after-send`: the shopper's receipt went out, not yet marked sent;
 * - `release:after-end`: a hold ended (committed), its refund not yet asked for.
 */
export type Failpoint = 'settle:before-commit' | 'settle:after-commit' | 'lead:after-send' | 'confirm:after-send' | 'release:after-end'

export function failpoint(name: Failpoint): void {
  const set = process.env.FAILPOINT
  if (!set) return
  if (!set.split(',').map((s) => s.trim()).includes(name)) return
  process.kill(process.pid, 'SIGKILL')
}
