/**
 * SPEC.md §4 "Vehicle eligibility for a special feature": the badge an eligible car carries on its
 * search card and its car page, named by the site (sites.settings.specialFeatureLabel).
 */
export function SpecialFeatureBadge({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span
      data-testid="special-feature-badge"
      className={`inline-flex max-w-[14rem] items-center gap-1 truncate rounded bg-emerald-800 px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-white shadow ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 shrink-0" fill="currentColor">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      {label}
    </span>
  )
}
