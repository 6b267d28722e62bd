/** The server stops when the process that started it is gone (src/server/exitWithParent.ts). */
import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { exitWithParent } from '@/server/exitWithParent'

describe('exitWithParent', () => {
  it('stops once the parent process no longer exists, and not before', async () => {
    const parent = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' })
    let stopped = 0
    const cancel = exitWithParent({ parent: parent.pid!, everyMs: 20, stop: () => void (stopped += 1) })
    try {
      await new Promise((r) => setTimeout(r, 100))
      expect(stopped).toBe(0)
      const gone = new Promise((r) => parent.once('exit', r))
      parent.kill('SIGKILL')
      await gone
      for (let i = 0; i < 50 && stopped === 0; i++) await new Promise((r) => setTimeout(r, 20))
      expect(stopped).toBe(1)
    } finally {
      cancel()
      parent.kill('SIGKILL')
    }
  })
})
