/**
 * What a new dealer's home and about pages say about the dealer (issue 32, "A new dealer starts
 * truthful"): only what the wizard was told. Its name, street and town; the year it was
 * established when given ("In business since 1998"), nothing about years otherwise. No claims
 * such as "family-owned" or "for decades" that nobody checked. Staff edit the pages afterwards.
 *
 * Pure.
 */

export interface DealerFacts {
  name: string
  street: string
  town: string
  /** The year the business started, when the wizard was given one. */
  established?: number
}

export interface DealerStory {
  heading: string
  paragraphs: string[]
}

const since = (facts: DealerFacts) => (facts.established ? [`In business since ${facts.established}.`] : [])

/** The closing words of the home page: where the dealer is and an invitation. */
export function homeStory(facts: DealerFacts): DealerStory {
  return {
    heading: `${facts.name} in ${facts.town}`,
    paragraphs: [`Find us at ${facts.street}, ${facts.town}.`, ...since(facts), 'Call in for a test drive, or browse our stock online.'],
  }
}

/** The about page's text. */
export function aboutStory(facts: DealerFacts): DealerStory {
  return {
    heading: `About ${facts.name}`,
    paragraphs: [`${facts.name} is a dealer at ${facts.street}, ${facts.town}.`, ...since(facts), 'Visit our showroom, or browse our stock online.'],
  }
}
