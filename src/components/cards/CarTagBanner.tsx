/**
 * The tag banner on a car card (SPEC.md §4 Tag precedence, via `carTag`): a green fuel tag, a
 * certified pre-owned badge (a small inline SVG logo), the sold tag, or a text tag.
 */
import type { CarTag } from '@/rules/tagPrecedence'

function CertifiedBadge({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 132 32" className="h-8 w-auto drop-shadow" data-testid="certified-badge">
      <title>{label}</title>
      <rect x="0.5" y="0.5" width="131" height="31" rx="6" fill="#ffffff" stroke="#b91c1c" />
      <circle cx="16" cy="16" r="10" fill="#b91c1c" />
      <path d="M11 16.5l3.2 3.2L21 12.8" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <text x="32" y="14" fontFamily="system-ui, sans-serif" fontSize="10" fontWeight="700" fill="#111827">
        CERTIFIED
      </text>
      <text x="32" y="25" fontFamily="system-ui, sans-serif" fontSize="8.5" fontWeight="600" fill="#b91c1c">
        PRE-OWNED
      </text>
    </svg>
  )
}

const TONES: Record<Exclude<CarTag['kind'], 'certified'>, string> = {
  sold: 'bg-gray-900 text-white',
  fuel: 'bg-green-700 text-white',
  reserved: 'bg-amber-500 text-gray-950',
  // Site colours are not guaranteed to contrast with white text; brand + on-brand are chosen as a pair.
  custom: 'bg-brand text-on-brand',
  comingSoon: 'bg-sky-700 text-white',
  new: 'bg-white text-gray-900 ring-1 ring-gray-300',
}

export function CarTagBanner({ tag }: { tag: CarTag | null }) {
  if (!tag) return null
  if (tag.kind === 'certified') return <CertifiedBadge label={tag.imageAlt} />
  return (
    <span
      data-testid="car-tag"
      data-tag-kind={tag.kind}
      className={`inline-block max-w-[12rem] truncate rounded px-2.5 py-1 text-xs font-bold uppercase tracking-wide shadow ${TONES[tag.kind]}`}
    >
      {tag.text}
    </span>
  )
}
