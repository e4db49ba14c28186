/** Picks and fills the phrase banks for one brief: the shared machinery of both composers. */

import type { BriefFacts } from '../brief-facts.ts';
import { possessive, withEnglishArticle, withSpanishArticle } from './articles.ts';
import type { Angle, IntentCopy, LocaleBank, MoodLines, MoodVoice } from './copy-types.ts';
import { BANKS } from './frames.ts';
import { createPicker, type Picker } from './seed.ts';
import { asSentence, canFill, capitalize, collapseSpaces, fill, fitLength, lowerInitial } from './text.ts';

export interface Writer {
  facts: BriefFacts;
  bank: LocaleBank;
  voice: MoodVoice;
  /** The mood's own headline and button. */
  moodLines: MoodLines;
  intent: IntentCopy;
  /** What the email leads with, which picks the mood's headline and button. */
  angle: Angle;
  values: Record<string, string>;
  pick: Picker;
  /** A filled template from those whose slots the brief can fill; '' when none can be. */
  line(slot: string, templates: readonly string[], extra?: Record<string, string>): string;
  /** As `line`, but never one of `avoid` (a headline that would repeat the subject). */
  lineExcept(slot: string, templates: readonly string[], avoid: readonly string[]): string;
  /** Names that keep their capital letters mid-sentence. */
  names: string[];
}

/** Moods that do not exclaim turn "¡Hola!" into "Hola." — Spanish needs both marks handled. */
export function calm(text: string): string {
  return text
    .replace(/¡/g, '')
    .replace(/!(?=\s|$)/g, '.')
    .replace(/\.\./g, '.');
}

/** "mes de introducción a $49" → "el mes de introducción a $49"; "$49 intro month" → "the $49 intro month". */
function offerPhrase(offer: string, es: boolean): string {
  if (!offer) return '';
  if (es) return withSpanishArticle(offer);
  return /^[$€£]/.test(offer) && /\b(?:month|week|class|session|pass|box|menu|trial)$/i.test(offer)
    ? `the ${offer}`
    : offer;
}

/** "a las 18:00" → "a las 6 de la tarde", as an invitation in Mexico says the time. */
export function spokenTimeEs(date: string): string {
  return date.replace(
    /\ba las (\d{1,2})(?::(\d{2}))?(?:\s*(?:h|hrs))?$/,
    (_, hours: string, minutes = '00') => {
      const h = Number(hours);
      const part =
        h < 5
          ? 'de la madrugada'
          : h < 12
            ? 'de la mañana'
            : h === 12
              ? 'del día'
              : h < 20
                ? 'de la tarde'
                : 'de la noche';
      const twelve = h > 12 ? h - 12 : h === 0 ? 12 : h;
      const time = minutes === '00' ? `${twelve}` : `${twelve}:${minutes}`;
      return `${twelve === 1 ? 'a la' : 'a las'} ${time} ${part}`;
    },
  );
}

/** "10 % de descuento en la Caja Brunch", "25% off helmets and lights": a discount as a phrase. */
function discountOffer(discount: string, target: string, shop: string, es: boolean): string {
  if (!discount) return '';
  if (es) return `${discount} de descuento en ${target || shop}`;
  return target ? `${discount} off ${target}` : `${discount} off at ${shop}`;
}

function angleOf(facts: BriefFacts, offer: string): Angle {
  if (facts.intent === 'event') return 'event';
  if (offer) return 'offer';
  if (facts.intent === 'booking') return 'booking';
  return facts.intent === 'newsletter' ? 'news' : 'product';
}

export function createWriter(facts: BriefFacts, seed: string): Writer {
  const bank = BANKS[facts.locale];
  const voice = bank.voices[facts.mood];
  const intent = bank.intents[facts.intent];
  const pick = createPicker(seed);
  const org = facts.sender.organizationName;
  const es = facts.locale === 'es';
  // Spanish names that start with a common noun take its article ("ahorra un 10 % en la Caja Brunch").
  const named = (name: string) => (es ? withSpanishArticle(name) : withEnglishArticle(name));
  const product = facts.productIsPhrase
    ? `${possessive(facts.product, facts.locale)} ${facts.product}`
    : named(facts.product);
  const shopName = named(org);
  // What a discount is on: the brief's own words, else a named product; never the shop itself.
  const item = facts.discountItem ? lowerInitial(facts.discountItem, [facts.product, org]) : '';
  const target = item || (facts.product !== org ? product : '');
  const discount = es ? facts.discount.replace(/(\d)\s?%/, '$1 %') : facts.discount;
  const values: Record<string, string> = {
    product,
    org: shopName,
    audience: facts.audience,
    target,
    /** The sender, only when nothing else can carry the discount ("25% off at Bluebird Bikes"). */
    shop: target ? '' : shopName,
    service: facts.service,
    // Spanish writes a space before the percent sign ("25 %").
    discount,
    offer:
      offerPhrase(lowerInitial(facts.offer, [facts.product, org]), es) ||
      discountOffer(discount, target, shopName, es),
    deadline: facts.deadline,
    code: facts.promoCode,
    date: es
      ? spokenTimeEs(facts.eventDate)
      : facts.eventDate.replace(/\b(\d{1,2}):00\s*(a\.m\.|p\.m\.|am|pm)/i, '$1 $2'),
    website: facts.sender.website,
    action: facts.action,
    price: facts.price,
  };
  const line = (slot: string, templates: readonly string[], extra: Record<string, string> = {}) => {
    const all = { ...values, ...extra };
    // "Learn more about Rumbo Sur from Rumbo Sur": a product that is the sender is named once.
    const sameName = all.product === all.org;
    const usable = templates.filter(
      (t) => canFill(t, all) && !(sameName && t.includes('{product}') && t.includes('{org}')),
    );
    if (usable.length === 0) return '';
    // The brief's own facts first: a template that uses a discount or date beats one that does not.
    const richest = Math.max(...usable.map((t) => (t.match(/\{/g) ?? []).length));
    const preferred = usable.filter((t) => (t.match(/\{/g) ?? []).length === richest);
    // A name ending in a full stop ("Acme Co.") must not double it at the end of a sentence.
    let text = collapseSpaces(fill(pick(slot, preferred), all)).replace(/([^.])\.\.(?!\.)/g, '$1.');
    // "antes de el 14 de abril" → "antes del 14 de abril".
    if (es) text = text.replace(/\bde el\b/g, 'del').replace(/\ba el\b/g, 'al');
    return voice.lively ? capitalize(text) : capitalize(calm(text));
  };
  const lineExcept = (slot: string, templates: readonly string[], avoid: readonly string[]) => {
    const seen = new Set(avoid.map((a) => a.toLowerCase()));
    const fresh = templates.filter((t) => !seen.has(line(slot, [t]).toLowerCase()));
    return line(slot, fresh.length > 0 && fresh.some((t) => canFill(t, values)) ? fresh : templates);
  };
  return {
    facts,
    bank,
    voice,
    moodLines: bank.moodLines[facts.mood],
    intent,
    angle: angleOf(facts, values.offer),
    values,
    pick,
    line,
    lineExcept,
    names: [facts.product, facts.sender.organizationName, facts.name].filter(Boolean),
  };
}

/**
 * The brief's description as copy: a lead-in when the mood has one, then facts of at most eight
 * words (never the marketer's sentences as written), as bullets or as short sentences.
 */
export function describe(
  w: Writer,
  slot: string,
  facts: readonly string[],
  style: 'bullets' | 'sentences',
  max: number,
): string {
  if (facts.length === 0) return '';
  // "Caja Brunch para dos" opens with the product's name: in Spanish it takes its article.
  const product = w.facts.product.toLowerCase();
  const named = facts.map((fact) =>
    w.facts.locale === 'es' && w.facts.sourceLocale === 'es' && fact.toLowerCase().startsWith(product)
      ? capitalize(withSpanishArticle(`${w.facts.product}${fact.slice(product.length)}`))
      : fact,
  );
  const text =
    style === 'bullets' ? named.map((fact) => `• ${fact}`).join('\n') : named.map(asSentence).join(' ');
  const lead = w.pick(slot, w.voice.aboutLeads);
  if (!lead) return fitLength(text, max);
  if (style === 'bullets') return fitLength(`${lead}\n${text}`, max);
  const joined = lead.endsWith(':') ? `${lead} ${lowerInitial(text, w.names)}` : `${lead} ${text}`;
  return fitLength(joined, max);
}

/** The sign-off block: closing sentence, salutation, and who signs. */
export function signOff(w: Writer): string {
  // "See you there" belongs to an invitation, not to a sale or a booking.
  const closings =
    w.facts.intent === 'event' ? [...w.voice.closings, ...w.voice.eventClosings] : w.voice.closings;
  const closing = w.line('closing', closings);
  const salutation = w.pick('signoff', w.voice.signoffs);
  const team = fill(w.bank.frame.team, w.values);
  return `${closing}\n\n${salutation}\n${team}`;
}

/**
 * How to take the offer: the offer in the brief's words (or, for a sale, the intent's lines), a
 * date that is not an event's, the brief's own call to action, the code.
 */
export function offerBody(w: Writer, slot = 'offer'): string {
  const lead =
    w.facts.offer && w.facts.intent !== 'sale' ? w.line(`${slot}Lead`, w.bank.frame.offerLeads) : '';
  const date = w.facts.intent !== 'event' ? w.line(`${slot}Date`, w.bank.frame.dateLines) : '';
  return [
    lead || w.line(`${slot}Body`, w.intent.offerBodies),
    w.line(`${slot}Price`, w.bank.frame.priceLines),
    date,
    w.line(`${slot}Action`, w.bank.frame.actionLines),
    w.line('code', [w.bank.frame.codeSentence]),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The mood's headline for what the email leads with, else the intent's (never one of `avoid`). */
export function headline(w: Writer, avoid: readonly string[]): string {
  // A booking without a named service still speaks in the mood's voice, about the product.
  const own =
    w.line('moodHeadline', w.moodLines.headlines[w.angle]) ||
    w.line('moodHeadline', w.moodLines.headlines.product);
  if (own && !avoid.some((line) => line.toLowerCase() === own.toLowerCase())) return own;
  return w.lineExcept(
    'headline',
    w.voice.lively ? w.intent.headlines.lively : w.intent.headlines.calm,
    avoid,
  );
}

/** The mood's button for what the email leads with, else the intent's. */
export function buttonLabel(w: Writer, slot = 'cta'): string {
  return w.line(slot, [w.moodLines.ctas[w.angle]]) || w.line(slot, w.intent.ctas, shortProduct(w));
}

/** Buttons name the product only when it is short enough for one. */
export function shortProduct(w: Writer): Record<string, string> {
  return w.facts.product.length <= 22 ? {} : { product: '' };
}
