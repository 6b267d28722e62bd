'use client'
/** One labelled input of the "Add a dealer" form, with its hint and the server's message for it. */

export const input: React.CSSProperties = { display: 'block', width: '100%', padding: '0.5rem', marginTop: '0.25rem' }

export function Field({ label, name, errors, hint, ...rest }: { label: string; name: string; errors: Record<string, string>; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const error = errors[name]
  return (
    <label>
      {label}
      <input name={name} style={input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined} {...rest} />
      {hint ? <small>{hint}</small> : null}
      {error ? (
        <span id={`${name}-error`} role="alert" style={{ display: 'block', color: 'var(--theme-error-500)' }}>
          {error}
        </span>
      ) : null}
    </label>
  )
}
