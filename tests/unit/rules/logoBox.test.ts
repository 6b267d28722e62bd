import { describe, expect, it } from 'vitest'
import { logoBox } from '@/rules/logoBox'

describe('logoBox', () => {
  it("draws a logo at its own aspect ratio when the upload knows its size, so nothing moves when it loads", () => {
    expect(logoBox({ width: 512, height: 512 }, 64, 160)).toEqual({ width: 64, height: 64, contain: false })
    expect(logoBox({ width: 300, height: 100 }, 64, 160)).toEqual({ width: 192, height: 64, contain: false })
  })

  it('contains a logo of unknown size in a fixed box', () => {
    expect(logoBox({ width: null, height: 80 }, 40, 160)).toEqual({ width: 160, height: 40, contain: true })
    expect(logoBox(null, 64, 160)).toEqual({ width: 160, height: 64, contain: true })
  })
})
