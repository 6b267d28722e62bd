/**
 * Does a Docker engine answer? `GET /_ping` on its socket (or tcp address), which an engine
 * answers `200 OK`. Anything else — no socket, a refused connection, another server, no answer
 * within `timeoutMs` — is "no" (false), never an error: the tests then use their embedded servers.
 */
import http from 'node:http'
import type { DockerEndpoint } from './testServerChoice'

export function dockerAnswers(endpoint: DockerEndpoint | null, timeoutMs: number): Promise<boolean> {
  if (!endpoint) return Promise.resolve(false)
  return new Promise((resolve) => {
    let settled = false
    const done = (answer: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.destroy()
      resolve(answer)
    }
    const where = 'socketPath' in endpoint ? { socketPath: endpoint.socketPath } : { host: new URL(endpoint.url).hostname, port: new URL(endpoint.url).port }
    const request = http.get({ ...where, path: '/_ping', headers: { host: 'docker' } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body = (body + chunk).slice(0, 64)))
      response.on('end', () => done(response.statusCode === 200 && body.trim() === 'OK'))
      response.on('error', () => done(false))
    })
    request.on('error', () => done(false))
    const timer = setTimeout(() => done(false), timeoutMs)
  })
}
