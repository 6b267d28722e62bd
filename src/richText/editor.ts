/**
 * The platform's rich-text editor: Payload's default Lexical features, with the link's URL checked
 * on save by the same rule the site renders links with (`richTextHref`: same-site paths, in-page
 * anchors, http(s), mailto: and tel:). Lexical's own check lets `javascript:` through,
 * so a stored link could only be stopped at render; now it is refused at the field with a
 * plain message, for links and auto-links alike, from the admin, REST, GraphQL and the Local API.
 */
import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Field, FieldAffectingData, TextFieldSingleValidation } from 'payload'
import { richTextHref } from '@/lib/links'

const RICH_TEXT_LINK_MESSAGE =
  'Use a path on this site starting with /, an #anchor, a full https:// address, or a mailto: or tel: link.'

/** Payload `validate` for a rich-text link's URL (internal links to a document carry no URL). */
const validateRichTextLinkUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as { linkType?: string } | undefined)?.linkType === 'internal') return true
  return richTextHref(value) ? true : RICH_TEXT_LINK_MESSAGE
}

function withSafeUrl(fields: FieldAffectingData[]): Field[] {
  return fields.map((field) =>
    field.type === 'text' && field.name === 'url' && !field.hasMany ? ({ ...field, validate: validateRichTextLinkUrl } as Field) : (field as Field),
  )
}

export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link'),
    LinkFeature({ fields: ({ defaultFields }) => withSafeUrl(defaultFields) }),
  ],
})
