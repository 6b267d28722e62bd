/** Issue 31: the crash tests' failpoints do nothing unless FAILPOINT names the step. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failpoint } from '../../src/lib/failpoint'

const saved = process.env.FAILPOINT

afterEach(() => {
  if (saved === undefined) delete process.env.FAILPOINT
  else process.env.FAILPOINT = saved
  vi.restoreAllMocks()
})

describe('failpoint', () => {
  it('kills the process with SIGKILL only at the named step', () => {
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => true)
    delete process.env.FAILPOINT
    failpoint('settle:before-commit')
    process.env.FAILPOINT = 'lead:after-send, confirm:after-send'
    failpoint('settle:before-commit')
    expect(kill).not.toHaveBeenCalled()
    failpoint('confirm:after-send')
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGKILL')
  })
})
