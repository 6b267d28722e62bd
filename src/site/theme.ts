/** Site branding as CSS custom properties; only well-formed colours reach the page. */
import type { Site } from '../payload-types'

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

function safeColour(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX.test(value.trim()) ? value.trim() : fallback
}

const FONTS: Record<string, string> = {
  system: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  serif: "Georgia, Cambria, 'Times New Roman', serif",
  rounded: "ui-rounded, 'Nunito', 'Segoe UI', system-ui, sans-serif",
}

export function siteThemeStyle(site: Pick<Site, 'branding'>): Record<string, string> {
  const b = site.branding ?? {}
  return {
    '--site-primary': safeColour(b.primaryColour, '#1f2937'),
    '--site-secondary': safeColour(b.secondaryColour, '#f3f4f6'),
    '--site-accent': safeColour(b.accentColour, '#dc2626'),
    '--site-on-primary': safeColour(b.textOnPrimary, '#ffffff'),
    '--site-font': FONTS[b.font ?? 'system'] ?? FONTS.system,
  }
}
