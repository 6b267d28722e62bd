/**
 * A small stroke font for the default site icon's initials: A–Z and 0–9 as SVG path data on a
 * grid 6 units tall (y down), drawn with a round-capped stroke. The icon is rendered from SVG
 * by sharp (librsvg); paths instead of <text> because a server image (node:*-slim) has no
 * fonts installed, and text would then render as nothing.
 */

export type Glyph = { width: number; d: string }

/** Cap height of every glyph, in grid units. */
export const GLYPH_HEIGHT = 6

const O = 'M2 0A2 2 0 0 0 0 2L0 4A2 2 0 0 0 4 4L4 2A2 2 0 0 0 2 0Z'
const P = 'M0 6L0 0L2.4 0A1.6 1.6 0 0 1 2.4 3.2L0 3.2'

export const GLYPHS: Readonly<Record<string, Glyph>> = {
  A: { width: 4.4, d: 'M0 6L2.2 0L4.4 6M0.8 4L3.6 4' },
  B: { width: 4, d: 'M0 3L2.5 3A1.5 1.5 0 0 1 2.5 6L0 6L0 0L2.2 0A1.5 1.5 0 0 1 2.2 3' },
  C: { width: 4, d: 'M3.73 1A2 2 0 0 0 0 2L0 4A2 2 0 0 0 3.73 5' },
  D: { width: 4, d: 'M0 0L0 6L2 6A2 2 0 0 0 4 4L4 2A2 2 0 0 0 2 0Z' },
  E: { width: 3.6, d: 'M3.6 0L0 0L0 6L3.6 6M0 3L3 3' },
  F: { width: 3.6, d: 'M3.6 0L0 0L0 6M0 3L3 3' },
  G: { width: 4, d: 'M3.73 1A2 2 0 0 0 0 2L0 4A2 2 0 0 0 4 4L4 3.2L2.3 3.2' },
  H: { width: 4, d: 'M0 0L0 6M4 0L4 6M0 3L4 3' },
  I: { width: 2, d: 'M0 0L2 0M1 0L1 6M0 6L2 6' },
  J: { width: 3.6, d: 'M3.6 0L3.6 4.2A1.8 1.8 0 0 1 0 4.2' },
  K: { width: 4, d: 'M0 0L0 6M3.8 0L0 4M1.4 2.6L4 6' },
  L: { width: 3.4, d: 'M0 0L0 6L3.4 6' },
  M: { width: 4.8, d: 'M0 6L0 0L2.4 4L4.8 0L4.8 6' },
  N: { width: 4, d: 'M0 6L0 0L4 6L4 0' },
  O: { width: 4, d: O },
  P: { width: 4, d: P },
  Q: { width: 4, d: `${O}M2.6 4.4L4.2 6.2` },
  R: { width: 4, d: `${P}M2 3.2L4 6` },
  S: { width: 3.8, d: 'M3.55 0.75A1.8 1.5 0 0 0 1.9 0A1.8 1.5 0 0 0 1.9 3A1.9 1.5 0 0 1 1.9 6A1.9 1.5 0 0 1 0.25 5.25' },
  T: { width: 4.4, d: 'M0 0L4.4 0M2.2 0L2.2 6' },
  U: { width: 4, d: 'M0 0L0 4A2 2 0 0 0 4 4L4 0' },
  V: { width: 4.4, d: 'M0 0L2.2 6L4.4 0' },
  W: { width: 5.2, d: 'M0 0L1.2 6L2.6 1.8L4 6L5.2 0' },
  X: { width: 4, d: 'M0 0L4 6M4 0L0 6' },
  Y: { width: 4.4, d: 'M0 0L2.2 3.2L4.4 0M2.2 3.2L2.2 6' },
  Z: { width: 4, d: 'M0 0L4 0L0 6L4 6' },
  '0': { width: 4, d: `${O}M3.4 1L0.6 5` },
  '1': { width: 3, d: 'M0 1.2L1.6 0L1.6 6M0 6L3 6' },
  '2': { width: 4, d: 'M0.1 1.6A1.9 1.6 0 1 1 3.46 2.63L0 6L4 6' },
  '3': { width: 3.8, d: 'M0.34 0.75A1.75 1.5 0 1 1 1.9 3A1.9 1.5 0 1 1 0.25 5.25M1.2 3L1.9 3' },
  '4': { width: 4, d: 'M3 6L3 0L0 4.2L4 4.2' },
  '5': { width: 3.8, d: 'M3.6 0L0.5 0L0.3 2.9A1.9 1.55 0 1 1 0.2 5.4' },
  '6': { width: 4, d: 'M3.4 0.3A4 4.8 0 0 0 0 4M0 4A2 2 0 1 0 4 4A2 2 0 1 0 0 4' },
  '7': { width: 4, d: 'M0 0L4 0L1.4 6' },
  '8': { width: 4, d: 'M2 3A1.75 1.5 0 1 1 2 0A1.75 1.5 0 1 1 2 3A2 1.5 0 1 0 2 6A2 1.5 0 1 0 2 3' },
  '9': { width: 4, d: 'M4 2A2 2 0 1 0 0 2A2 2 0 1 0 4 2A4 4.8 0 0 1 0.6 5.7' },
}
