/** Placeholder images drawn locally with sharp: no network, deterministic. */
import sharp from 'sharp'

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

function hue(text: string): number {
  let h = 0
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360
  return h
}

function initials(name: string): string {
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

export const CAR_SHAPES = ['sedan', 'hatch', 'suv', 'ute', 'van', 'caravan'] as const
export type CarShape = (typeof CAR_SHAPES)[number]
export const CAR_COLOURS: Record<string, string> = {
  White: '#f4f4f5',
  Black: '#18181b',
  Silver: '#a1a1aa',
  Red: '#b91c1c',
  Blue: '#1d4ed8',
  Grey: '#52525b',
}

const BODY_PATHS: Record<CarShape, string> = {
  sedan: 'M90 330 L180 250 L330 220 L520 220 L620 270 L720 290 L720 360 L90 360 Z',
  hatch: 'M110 330 L190 240 L420 210 L560 230 L650 300 L700 310 L700 360 L110 360 Z',
  suv: 'M90 340 L150 220 L300 190 L560 190 L640 260 L720 280 L720 370 L90 370 Z',
  ute: 'M80 340 L140 230 L330 200 L400 200 L420 270 L720 270 L720 370 L80 370 Z',
  van: 'M90 360 L110 170 L600 170 L690 260 L720 280 L720 380 L90 380 Z',
  caravan: 'M120 360 L120 170 Q120 150 140 150 L640 150 Q680 150 680 190 L680 360 Z M680 330 L760 330 L760 340 L680 340 Z',
}

/** A car (or caravan) drawn in its colour, from one of three views. */
export async function carPng(shape: CarShape, colour: string, view: 0 | 1 | 2): Promise<Buffer> {
  const fill = CAR_COLOURS[colour] ?? colour
  const sky = ['#dbeafe', '#fef3c7', '#e0e7ff'][view]
  const flip = view === 1 ? 'transform="translate(800 0) scale(-1 1)"' : ''
  const scale = view === 2 ? 'transform="translate(80 40) scale(0.8)"' : ''
  const wheels = shape === 'caravan' ? [[400, 365]] : [[230, 370], [590, 370]]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="${sky}"/><rect y="400" width="800" height="200" fill="#d4d4d8"/>
    <g ${scale}><g ${flip}>
      <path d="${BODY_PATHS[shape]}" fill="${fill}" stroke="#27272a" stroke-width="6" stroke-linejoin="round"/>
      ${shape === 'caravan' ? '<rect x="200" y="200" width="140" height="70" rx="8" fill="#bfdbfe" stroke="#27272a" stroke-width="4"/><rect x="420" y="190" width="70" height="150" rx="6" fill="#e4e4e7" stroke="#27272a" stroke-width="4"/>' : '<path d="M330 235 L510 235 L560 275 L300 275 Z" fill="#bfdbfe" stroke="#27272a" stroke-width="4"/>'}
      ${wheels.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="48" fill="#18181b"/><circle cx="${x}" cy="${y}" r="20" fill="#a1a1aa"/>`).join('')}
    </g></g>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer()
}
