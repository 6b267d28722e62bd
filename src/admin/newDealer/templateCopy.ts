/**
 * What a new dealer keeps of its template site, and what it gets instead (issue 32, "A new dealer
 * starts truthful"). Pure.
 *
 * - Pages: the template dealer's own prose on the home and about pages (their rich-text blocks)
 *   speaks of that dealer ("has served the community for decades", "family-owned"): the new site's
 *   copies say only what the wizard was told (src/rules/dealerStory.ts). Every other block (hero,
 *   stock search, offers, locations, forms) is copied with the template's name replaced.
 * - Settings: the template dealer's own claims, ids and addresses are not copied: its car-page copy
 *   ("dealer since 1978", its review count), its fixed licence numbers, the offers it was exempted
 *   for, its excluded stock numbers and locations, its chat link and its sender address; platform
 *   offers start switched off (src/rules/platformOffers.ts).
 * - Menus: src/rules/newDealerMenus.ts.
 */
import { aboutStory, homeStory, type DealerFacts, type DealerStory } from '@/rules/dealerStory'

type Block = { blockType?: string }

const textNode = (text: string) => ({ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })

/** A Lexical document: the story's heading (h2) and paragraphs of plain text. */
function storyRichText(story: DealerStory) {
  const heading = { type: 'heading', tag: 'h2', children: [textNode(story.heading)], direction: 'ltr', format: '', indent: 0, version: 1 }
  const paragraphs = story.paragraphs.map((p) => ({ type: 'paragraph', children: [textNode(p)], direction: 'ltr', format: '', indent: 0, textFormat: 0, version: 1 }))
  return { root: { type: 'root', children: [heading, ...paragraphs], direction: 'ltr', format: '', indent: 0, version: 1 } }
}

const STORY_PAGES: Record<string, (facts: DealerFacts) => DealerStory> = { home: homeStory, 'about-us': aboutStory }

/**
 * A copied page's layout for the new dealer: on the home and about pages, the first rich-text block
 * holds the new dealer's story and further rich-text blocks (more of the template dealer's prose) are
 * left out; other pages are unchanged.
 */
export function layoutForNewDealer<T extends Block>(slug: string | null | undefined, layout: readonly T[] | null | undefined, facts: DealerFacts): T[] {
  const story = slug ? STORY_PAGES[slug] : undefined
  const blocks = [...(layout ?? [])]
  if (!story) return blocks
  let told = false
  return blocks.flatMap((block) => {
    if (block.blockType !== 'richText') return [block]
    if (told) return []
    told = true
    return [{ ...block, content: storyRichText(story(facts)) }]
  })
}

/** The template's settings for a new dealer (see the module comment). */
export function settingsForNewDealer<T extends object>(settings: T): T {
  return {
    ...settings,
    vehiclePageCopy: {},
    fixedLicenceNumbers: [],
    offerIdsExemptFromExclusion: [],
    excludedStockNumbers: [],
    excludedLocationIds: [],
    chatUrl: null,
    senderEmail: null,
    showPlatformOffers: false,
  }
}
