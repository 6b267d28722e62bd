/**
 * The vehicle gallery's image attributes, worked out on the server (galleryImageProps.ts): local
 * uploads go through next/image's optimiser with a responsive srcset and the gallery's sizes;
 * external photos are shown as they are.
 */
import { describe, expect, it } from 'vitest'
import { MAIN_SIZES, THUMB_SIZES, galleryPictures } from '@/vehicle/ui/galleryImageProps'

const local = { src: '/api/media/file/car-1-1600x1200.jpg', thumb: '/api/media/file/car-1-300x200.jpg', optimise: true, width: 1600, height: 1200 }
const external = { src: 'https://cdn.example.com/car-2.jpg', thumb: 'https://cdn.example.com/car-2.jpg', optimise: false, width: 1600, height: 1200 }

describe('gallery pictures', () => {
  it('serves local uploads through the image optimiser with a srcset for the main photo and thumbnails', () => {
    const [picture] = galleryPictures([local])
    expect(picture.main.src).toMatch(/^\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fcar-1-1600x1200\.jpg&w=\d+&q=\d+$/)
    expect(picture.main.srcSet?.split(', ').length).toBeGreaterThan(3)
    expect(picture.main.sizes).toBe(MAIN_SIZES)
    expect(picture.small.src).toContain('url=%2Fapi%2Fmedia%2Ffile%2Fcar-1-300x200.jpg')
    expect(picture.small.sizes).toBe(THUMB_SIZES)
    // the plain data the full-screen view reads is kept
    expect(picture).toMatchObject(local)
  })

  it('shows external photos as they are, without a srcset', () => {
    const [picture] = galleryPictures([external])
    expect(picture.main).toEqual({ src: external.src, srcSet: undefined, sizes: undefined })
    expect(picture.small.src).toBe(external.thumb)
  })

  it('has no pictures for a car without photos', () => {
    expect(galleryPictures([])).toEqual([])
  })
})
