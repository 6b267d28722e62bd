/** The valuation flow's calls to the server: a JSON POST that never throws, and its error text. */

export interface ValuationResponse {
  ok: boolean
  status: number
  data: Record<string, unknown>
}

export async function post(path: string, body: unknown): Promise<ValuationResponse> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
    const data = ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>
    return { ok: response.ok, status: response.status, data }
  } catch {
    return { ok: false, status: 0, data: {} }
  }
}

export const serverMessage = (data: Record<string, unknown>) => (typeof data.error === 'string' && data.error ? data.error.slice(0, 300) : 'An unexpected error occured')
