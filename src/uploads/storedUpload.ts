/**
 * Reading and writing an upload's stored file for server code that works on the bytes (the car
 * PDF's photo, the site icons, lead photos attached to the dealer's e-mail, the seed's cached demo
 * images): from the bucket when S3_BUCKET is set (./objectStorage.ts), otherwise from the
 * collection's local folder. The name is reduced to its base name, so a stored name can never reach
 * outside the folder or the collection's prefix, and files over the caller's bound are not read.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { objectKey, objectStorageSettings, s3ClientConfig, type ObjectStorageSettings, type StorageEnv, type StoredCollection } from './objectStorage'

let client: { key: string; s3: S3Client } | undefined

function s3For(settings: ObjectStorageSettings): S3Client {
  const key = JSON.stringify(settings)
  if (client?.key !== key) client = { key, s3: new S3Client(s3ClientConfig(settings)) }
  return client.s3
}

async function readObject(settings: ObjectStorageSettings, key: string, maxBytes: number): Promise<Buffer | null> {
  try {
    const object = await s3For(settings).send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
    if (!object.Body) return null
    if ((object.ContentLength ?? 0) > maxBytes) {
      ;(object.Body as { destroy?: () => void }).destroy?.()
      return null
    }
    const bytes = Buffer.from(await object.Body.transformToByteArray())
    return bytes.length > maxBytes ? null : bytes
  } catch {
    return null
  }
}

/** The file's bytes, or null when it is missing, not a file, or larger than maxBytes. */
export async function readStoredUpload(dir: string, name: string, maxBytes: number, collection: StoredCollection = 'media', env: StorageEnv = process.env): Promise<Buffer | null> {
  const settings = objectStorageSettings(env)
  if (settings) return readObject(settings, objectKey(collection, name), maxBytes)
  const file = path.join(path.resolve(dir), path.basename(name))
  try {
    const stat = await fs.stat(file)
    if (!stat.isFile() || stat.size > maxBytes) return null
    return await fs.readFile(file)
  } catch {
    return null
  }
}

/** Stores a file under its base name (replacing one of that name), as Payload's own upload would. */
export async function writeStoredUpload(dir: string, name: string, bytes: Buffer, contentType: string, collection: StoredCollection = 'media', env: StorageEnv = process.env): Promise<void> {
  const settings = objectStorageSettings(env)
  if (settings) {
    await s3For(settings).send(new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(collection, name), Body: bytes, ContentType: contentType }))
    return
  }
  await fs.mkdir(path.resolve(dir), { recursive: true })
  await fs.writeFile(path.join(path.resolve(dir), path.basename(name)), bytes)
}
