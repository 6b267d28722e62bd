'use client'
/**
 * The carousel's parts as lazy parts, for server components that compose a carousel
 * below the fold (the reviews block): server-rendered as the carousel itself, its code fetched
 * only by pages that show one, and inside an island (NearIsland) only when it comes near the
 * screen. The Carousel module was in the first load of every content page through the block
 * registry.
 */
import { lazyPart } from '../island/Island'

const carousel = () => import('./Carousel')
export const LazyCarousel = lazyPart(() => carousel().then((m) => m.Carousel))
export const LazyCarouselContent = lazyPart(() => carousel().then((m) => m.CarouselContent))
export const LazyCarouselItem = lazyPart(() => carousel().then((m) => m.CarouselItem))
export const LazyCarouselPrevious = lazyPart(() => carousel().then((m) => m.CarouselPrevious))
export const LazyCarouselNext = lazyPart(() => carousel().then((m) => m.CarouselNext))
export const LazyCarouselDots = lazyPart(() => carousel().then((m) => m.CarouselDots))
