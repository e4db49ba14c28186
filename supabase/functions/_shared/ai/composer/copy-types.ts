/**
 * The shape of the composer's phrase banks. Templates take `{product}`, `{org}`, `{audience}`,
 * `{discount}`, `{deadline}`, `{code}`, `{date}`, `{point}`, `{target}` (what a discount is on),
 * `{shop}` (the sender, only when no target), `{service}` (what a booking is for); a template whose slots the brief cannot
 * fill is skipped, so copy never claims what the brief does not say.
 */

import type { Mood, PageTemplate } from '../../content/brief.ts';
import type { Intent } from '../intents.ts';

/** How a mood reads: its tone, sentence length, punctuation and vocabulary. */
export interface MoodVoice {
  openers: readonly string[];
  aboutHeadings: readonly string[];
  /** Said before the brief's description; '' lets the description speak alone. */
  aboutLeads: readonly string[];
  pointsHeadings: readonly string[];
  audienceLines: readonly string[];
  /** Closings that fit any campaign. */
  closings: readonly string[];
  /** Closings only an invitation can use ("See you there!"). */
  eventClosings: readonly string[];
  signoffs: readonly string[];
  /** Lively moods use the lively subject lines and keep exclamation marks. */
  lively: boolean;
  /** Subject prefixes for the moods that use emoji at all. */
  emoji: readonly string[];
}

/** What a kind of campaign says, whatever the mood. */
export interface IntentCopy {
  subjects: { calm: readonly string[]; lively: readonly string[] };
  headlines: { calm: readonly string[]; lively: readonly string[] };
  preheaders: readonly string[];
  intros: readonly string[];
  ctas: readonly string[];
  offerHeadings: readonly string[];
  offerBodies: readonly string[];
  eyebrows: readonly string[];
  leadFormHeadings: readonly string[];
  startAnswers: readonly string[];
}

/** Words that frame the copy: section labels, FAQ questions, footers. */
export interface FrameCopy {
  team: string;
  audienceHeading: string;
  whatItIs: string;
  whoItsFor: string;
  howToStart: string;
  pointBodies: readonly string[];
  codeSentence: string;
  /** The offer first, in the brief's words: "{offer}" is "30 days of Premium free". */
  offerLeads: readonly string[];
  /** A price that is no offer: "{price}" is "$1,250 MXN per person". */
  priceLines: readonly string[];
  /** The brief's own call to action as a sentence: "{action}" is "Book a 30-minute demo". */
  actionLines: readonly string[];
  /** A date that is not an event's ("the trip departs on…"), said once. */
  dateLines: readonly string[];
  faq: {
    what: string;
    who: string;
    start: string;
    behind: string;
    behindAnswer: string;
    website: string;
    discount: string;
    discountAnswer: readonly string[];
    when: string;
    whenAnswer: string;
    shipping: string;
    returns: string;
  };
  leadFormBody: readonly string[];
  leadFormSuccess: readonly string[];
  featuresIntro: readonly string[];
  quotesHeading: string;
  faqHeading: string;
  offerFallbackBody: string;
  /** About a product whose brief has no description. */
  aboutFallback: readonly string[];
}

/** What an email leads with: an offer, the product, an event, a booking, the news. */
export type Angle = 'offer' | 'product' | 'event' | 'booking' | 'news';

/** A mood's own headline and button per angle: what makes thirteen moods thirteen voices. */
export interface MoodLines {
  /** The heading of the section that states the offer, when the email leads with one. */
  offerHeading: string;
  headlines: Record<Angle, readonly string[]>;
  ctas: Record<Angle, string>;
}

/**
 * A template's hero headline per angle, in the order tried (news leads as the product does): the
 * page type's own way of opening, so thirteen templates of one brief open thirteen ways.
 */
export type PageHeadlines = Record<Exclude<Angle, 'news'>, readonly string[]>;

export interface LocaleBank {
  voices: Record<Mood, MoodVoice>;
  moodLines: Record<Mood, MoodLines>;
  pageHeadlines: Record<PageTemplate, PageHeadlines>;
  intents: Record<Intent, IntentCopy>;
  frame: FrameCopy;
}
