/** Placeholder images drawn locally with sharp: no network, deterministic. */
import sharp from 'sharp'

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

function hue(text: string): number {
  let h = 0
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360
  return h
}

export function initials(name: string): string {
  const words = name.replace(/[^A-Za-z0-9 ]/g, ' ').split(/\s+/).filter(Boolean)
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase()
}

/** A square logo: coloured badge with initials. */
export async function logoPng(name: string, size = 256): Promise<Buffer> {
  const h = hue(name)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" rx="${size / 8}" fill="hsl(${h},55%,38%)"/>
    <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="none" stroke="white" stroke-width="${size / 24}"/>
    <text x="50%" y="54%" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size * 0.3}" font-weight="700" fill="white" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials(name))}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A wide scene (locations, banners): sky, hills and a label. */
export async function scenePng(label: string, width = 1200, height = 675, seed = label): Promise<Buffer> {
  const h = hue(seed)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h},60%,70%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},60%,90%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.25} ${height * 0.5} ${width * 0.5} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="hsl(${(h + 90) % 360},35%,40%)"/>
    <rect x="${width * 0.3}" y="${height * 0.42}" width="${width * 0.4}" height="${height * 0.3}" fill="hsl(${h},20%,95%)" stroke="hsl(${h},30%,30%)" stroke-width="6"/>
    <text x="50%" y="${height * 0.6}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height / 14)}" font-weight="700" fill="hsl(${h},40%,25%)" text-anchor="middle">${escapeXml(label)}</text>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}
