import { describe, expect, it } from 'vitest'
import { cpuMultiplierFor, DEFAULT_MULTIPLIER, deviceClassOf } from '../../../scripts/lib/cpuMultiplier'

describe('cpuMultiplierFor (Lighthouse throttling guide: emulate a mid-tier phone)', () => {
  it("gives each bracket's suggested multiplier at its middle", () => {
    expect(cpuMultiplierFor(1250)).toBe(2) // low-end desktop 1,000–1,500: 2×
    expect(cpuMultiplierFor(1750)).toBe(DEFAULT_MULTIPLIER) // high-end desktop 1,500–2,000: 4×
  })

  it('is 1× on a machine no faster than a mid-tier phone', () => {
    expect(cpuMultiplierFor(800)).toBe(1)
    expect(cpuMultiplierFor(500)).toBe(1)
    expect(cpuMultiplierFor(90)).toBe(1)
  })

  it("stays inside the guide's range of each bracket, higher at the higher end", () => {
    const lowEndDesktop = [1000, 1100, 1250, 1400, 1499].map(cpuMultiplierFor)
    for (const m of lowEndDesktop) expect(m >= 1 && m <= 5).toBe(true)
    const highEndDesktop = [1500, 1600, 1750, 1900, 2000].map(cpuMultiplierFor)
    for (const m of highEndDesktop) expect(m >= 2 && m <= 10).toBe(true)
    const highEndMobile = [800, 1000, 1199].map(cpuMultiplierFor)
    for (const m of highEndMobile) expect(m >= 1 && m <= 5).toBe(true)
  })

  it('rises with the benchmarkIndex and never jumps at a bracket edge', () => {
    let previous = 0
    for (let index = 100; index <= 4000; index += 10) {
      const m = cpuMultiplierFor(index)
      expect(m).toBeGreaterThanOrEqual(previous)
      expect(m - previous).toBeLessThanOrEqual(previous === 0 ? 1 : 0.11)
      previous = m
    }
  })

  it("places this machine's observed range (905–1,431) around 2×", () => {
    expect(cpuMultiplierFor(905)).toBe(1.2)
    expect(cpuMultiplierFor(1431)).toBe(2.7)
  })

  it('is capped at 10× on very fast machines', () => {
    expect(cpuMultiplierFor(2000)).toBe(5)
    expect(cpuMultiplierFor(10_000)).toBe(10)
  })

  it('refuses a missing or nonsensical benchmarkIndex', () => {
    expect(() => cpuMultiplierFor(Number.NaN)).toThrow(/benchmarkIndex/)
    expect(() => cpuMultiplierFor(0)).toThrow()
    expect(() => cpuMultiplierFor(-5)).toThrow()
  })
})

describe('deviceClassOf', () => {
  it("names the guide's class, the faster one where brackets overlap", () => {
    expect(deviceClassOf(1800)).toBe('high-end desktop')
    expect(deviceClassOf(1431)).toBe('low-end desktop')
    expect(deviceClassOf(1100)).toBe('low-end desktop')
    expect(deviceClassOf(905)).toBe('high-end mobile')
    expect(deviceClassOf(400)).toBe('mid-tier mobile')
    expect(deviceClassOf(100)).toBe('low-end mobile')
  })
})
