/**
 * Object storage settings (src/uploads/objectStorage.ts): no S3_BUCKET keeps files on local disk;
 * a bucket with an endpoint (R2, MinIO) gets path-style requests and only the checksums an
 * operation requires; a half-set configuration is refused with a message saying what to set.
 */
import { describe, expect, it } from 'vitest'
import { objectKey, objectStorageSettings, s3ClientConfig } from '@/uploads/objectStorage'

describe('object storage settings', () => {
  it('is off without S3_BUCKET (local disk stays the default)', () => {
    expect(objectStorageSettings({})).toBeNull()
    expect(objectStorageSettings({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://minio:9000' })).toBeNull()
  })

  it('reads AWS S3 settings: default region, virtual-hosted style, the SDK finds credentials itself', () => {
    expect(objectStorageSettings({ S3_BUCKET: 'dealer-files' })).toEqual({ bucket: 'dealer-files', region: 'us-east-1', forcePathStyle: false, endpoint: undefined })
  })

  it('reads an S3-compatible server: path style by default, the endpoint without a trailing slash, both keys', () => {
    const settings = objectStorageSettings({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000/', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' })
    expect(settings).toEqual({ bucket: 'files', endpoint: 'http://minio:9000', region: 'auto', forcePathStyle: true, credentials: { accessKeyId: 'id', secretAccessKey: 'secret' } })
    expect(s3ClientConfig(settings!)).toEqual({
      endpoint: 'http://minio:9000',
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
    expect(objectStorageSettings({ S3_BUCKET: 'files', S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com', S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false)
  })

  it('refuses a half-set configuration with a message saying what to set', () => {
    expect(() => objectStorageSettings({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/)
    expect(() => objectStorageSettings({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/)
    expect(() => objectStorageSettings({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/)
  })

  it("keeps each collection's files under its own prefix, by base name only", () => {
    expect(objectKey('media', 'car-red.webp')).toBe('media/car-red.webp')
    expect(objectKey('lead-photos', '../media/car-red.webp')).toBe('lead-photos/car-red.webp')
  })
})
