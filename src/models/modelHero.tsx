/**
 * The model showroom's hero (src/models/modelPage.tsx): the make's logo (or name) linking to the
 * brand page when there is one, the model's name and intro, the stock and enquiry buttons, and
 * the hero picture.
 */
import Link from 'next/link'
import { SafeImage } from '@/components/SafeImage'
import { logoBox } from '@/rules/logoBox'
import type { ModelCandidate } from '@/rules/modelPage'
import type { getManufacturerBySlug } from '@/data'

type Maker = Awaited<ReturnType<typeof getManufacturerBySlug>>

/** The make's logo (its box known before it loads, so the heading below does not move), or its name. */
function MakeMark({ model, maker, brandLink }: { model: ModelCandidate; maker: Maker; brandLink: string | null }) {
  const logo = maker?.logo?.url ?? null
  if (!logo) {
    return <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-700">{brandLink ? <Link href={brandLink} className="underline">{model.make}</Link> : model.make}</p>
  }
  const logoSize = logoBox(maker?.logo, 40, 160)
  const logoClass = logoSize.contain ? 'mb-4 h-10 object-contain object-left' : 'mb-4 h-10 w-auto'
  const image = <SafeImage src={logo} alt={`${model.make} logo`} className={logoClass} style={{ width: logoSize.width }} width={logoSize.width} height={logoSize.height} />
  return brandLink ? (
    <Link href={brandLink} aria-label={`All ${model.make} models`}>
      {image}
    </Link>
  ) : (
    image
  )
}

type Props = {
  model: ModelCandidate
  maker: Maker
  brandLink: string | null
  intro: string | null | undefined
  stockTotal: number
  searchPath: string
  heroImage: { src: string | null; alt?: string | null }
}

export function ModelHero({ model, maker, brandLink, intro, stockTotal, searchPath, heroImage }: Props) {
  const name = `${model.make} ${model.model}`
  return (
    <section className="bg-gray-50">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2">
        <div>
          <MakeMark model={model} maker={maker} brandLink={brandLink} />
          <h1 className="text-3xl font-bold md:text-5xl">{name}</h1>
          {intro ? <p className="mt-4 text-lg text-gray-800">{intro}</p> : null}
          <div className="mt-6 flex flex-wrap gap-3">
            {stockTotal > 0 ? (
              <Link href={searchPath} className="inline-flex items-center rounded bg-brand px-5 py-3 font-semibold text-on-brand hover:opacity-90">
                See all {stockTotal} in stock
              </Link>
            ) : null}
            <a href="#model-enquiry" className="inline-flex items-center rounded border border-gray-400 bg-white px-5 py-3 font-semibold text-gray-900 hover:bg-gray-100">
              Enquire about the {model.model}
            </a>
          </div>
        </div>
        {heroImage.src ? (
          <SafeImage src={heroImage.src} alt={heroImage.alt || name} className="aspect-video w-full rounded-lg object-cover" width={960} height={540} loading="eager" />
        ) : null}
      </div>
    </section>
  )
}
