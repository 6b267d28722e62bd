/** Origins the admin may be served from, allowed to drive live preview. */
export function adminOrigins(): string[] {
  const port = process.env.PORT || '3000'
  const list = [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
  if (process.env.SERVER_URL) list.unshift(new URL(process.env.SERVER_URL).origin)
  return list
}
