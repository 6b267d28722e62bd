'use client'
/** Full-screen photos with zoom (yet-another-react-lightbox + Zoom), loaded only when opened. */
import Lightbox from 'yet-another-react-lightbox'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import type { GalleryImage } from '../vehicleView'

type Props = { images: GalleryImage[]; index: number; title: string; onClose: () => void }

export default function FullScreenGallery({ images, index, title, onClose }: Props) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      plugins={[Zoom, Counter]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      slides={images.map((image, i) => ({ src: image.src, alt: `${title}, image ${i + 1}`, width: image.width, height: image.height }))}
    />
  )
}
