/** Styles the lead summary's panels share (Payload's admin theme variables). */
import type { CSSProperties } from 'react'

export const box: CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.75)', marginBottom: 'var(--base)' }
export const linkRow: CSSProperties = { margin: 0, display: 'flex', gap: '1rem', flexWrap: 'wrap' }
export const rawPre: CSSProperties = { margin: 'calc(var(--base) * 0.5) 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }
