import { describe, expect, it } from 'vitest'
import { saveSearchAnswer } from '@/stock/ui/SaveSearchButton'

describe('the save-search answer the form shows', () => {
  it('keeps the server\'s message and field errors', () => {
    expect(saveSearchAnswer.parse({ success: false, error: 'Check the e-mail address.', errors: { email: 'Enter an e-mail address.' } })).toEqual({
      success: false,
      error: 'Check the e-mail address.',
      errors: { email: 'Enter an e-mail address.' },
    })
  })

  it('an error answer without a success flag still shows its message', () => {
    expect(saveSearchAnswer.parse({ error: 'Too many requests.' })).toEqual({ success: false, error: 'Too many requests.' })
  })

  it('a JSON body that is not an object is refused, so the form shows its own failure message instead of nothing', () => {
    expect(saveSearchAnswer.safeParse(null).success).toBe(false)
    expect(saveSearchAnswer.safeParse('ok').success).toBe(false)
  })
})
