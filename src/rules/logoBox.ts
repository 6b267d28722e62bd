/**
 * The box a make's logo is drawn in on the brand and model pages: its own aspect ratio at the
 * given height when the upload knows its size, else a fixed box the image is contained in. Either
 * way the box is known before the image loads, so the heading beside it does not move when it
 * arrives (issue 36: the brand page's logo, drawn 256×64 until a square logo loaded, shifted the
 * heading: CLS 0.084).
 */
export type LogoBox = { width: number; height: number; /** No known size: contain the image in the box. */ contain: boolean }

export function logoBox(size: { width?: number | null; height?: number | null } | null | undefined, heightPx: number, fallbackWidthPx: number): LogoBox {
  const width = size?.width ?? 0
  const height = size?.height ?? 0
  if (width > 0 && height > 0) return { width: Math.max(1, Math.round((heightPx * width) / height)), height: heightPx, contain: false }
  return { width: fallbackWidthPx, height: heightPx, contain: true }
}
