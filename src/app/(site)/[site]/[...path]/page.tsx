import { notFound } from 'next/navigation'

/** Any site path no route claims answers the site's 404 page. */
export default function UnknownPath() {
  notFound()
}
