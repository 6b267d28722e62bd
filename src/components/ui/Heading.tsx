/** A heading whose level is chosen by the caller, so blocks keep the page's heading order. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: HeadingLevel
  className?: string
  id?: string
  children: React.ReactNode
}) {
  const Tag = `h${Math.min(6, Math.max(1, level))}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  )
}

/** The next heading level below `level` (at most h6). */
export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(6, level + 1) as HeadingLevel
}
