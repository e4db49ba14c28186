/**
 * The offline composer's landing page: hero, features drawn from the brief, an offer without
 * invented prices, FAQ answered from the brief, the lead form and the legal footer.
 * Testimonials appear only when the brief quotes someone. Each template is a page type with its
 * own sections and order (TEMPLATE_SECTIONS): a menu for food, services for beauty and wellness,
 * an itinerary for travel, store badges for apps, pricing early for software and finance.
 */

import type { PageTemplate } from '../../content/brief.ts';
import type { PageDocument, PageSection } from '../../content/page-document.ts';
import type { BriefFacts } from '../brief-facts.ts';
import { chooseHighlights } from '../highlights.ts';
import { listedItems } from './page-lists.ts';
import { asSentence, capitalize, fitLength } from './text.ts';
import {
  buttonLabel,
  createWriter,
  describe,
  headline,
  offerBody,
  shortProduct,
  type Writer,
} from './writer.ts';

type Item = { title: string; body: string };

function hero(w: Writer): PageSection {
  // The headline carries the offer; the description's facts come below, once.
  const sub = [w.line('heroIntro', w.intent.intros), w.line('heroAudience', w.voice.audienceLines)]
    .filter(Boolean)
    .join(' ');
  return {
    type: 'hero',
    eyebrow: w.line('eyebrow', w.intent.eyebrows),
    headline: fitLength(headline(w, []), 200),
    subheadline: fitLength(sub, 600),
    ctaLabel: fitLength(buttonLabel(w), 60),
    ctaUrl: '',
    imageUrl: '',
  };
}

function features(w: Writer): PageSection {
  const { frame } = w.bank;
  const items: Item[] = [];
  const about =
    describe(w, 'featureLead', chooseHighlights(w.facts.highlights, 3), 'sentences', 600) ||
    w.line('featureFallback', frame.aboutFallback);
  if (about) items.push({ title: frame.whatItIs, body: about });
  if (w.facts.audience)
    items.push({ title: frame.whoItsFor, body: w.line('featureAudience', w.voice.audienceLines) });
  w.facts.points.slice(0, 3).forEach((point, index) => {
    const body = w.line(`pointBody${index}`, [frame.pointBodies[index % frame.pointBodies.length]], {
      point,
    });
    items.push({ title: fitLength(capitalize(point), 120), body: fitLength(asSentence(body), 600) });
  });
  // The section needs two items: a thin brief (one sentence, no audience, no points) still says
  // what the offer is, in the fallback words, rather than leaving "how to start" alone.
  if (items.length === 0)
    items.push({ title: frame.whatItIs, body: w.line('featureFallback', frame.aboutFallback) });
  items.push({ title: frame.howToStart, body: w.line('featureStart', w.intent.startAnswers) });
  return {
    type: 'features',
    heading: w.pick('pointsHeading', w.voice.pointsHeadings),
    intro: w.line('featuresIntro', frame.featuresIntro),
    items: items.slice(0, 6),
  };
}

function offer(w: Writer): PageSection {
  const body = offerBody(w);
  const plans = w.facts.plans.map((plan, index, all) => ({
    name: plan.name,
    price: plan.price,
    features: [],
    highlighted: all.length > 1 && index === Math.floor(all.length / 2),
  }));
  return {
    type: 'offer',
    heading: w.line('offerHeading', w.intent.offerHeadings),
    body: body || w.line('offerFallback', [w.bank.frame.offerFallbackBody]),
    plans,
    // The hero's button is the mood's; this one says it in other words, so the page does not echo.
    ctaLabel: fitLength(w.line('offerCta', w.intent.ctas, shortProduct(w)) || buttonLabel(w, 'offerCta'), 60),
  };
}

function faq(w: Writer): PageSection {
  const { faq: q } = w.bank.frame;
  const items: Array<{ question: string; answer: string }> = [];
  const ask = (question: string, answer: string) => {
    if (question && answer)
      items.push({ question: fitLength(question, 300), answer: fitLength(answer, 1500) });
  };
  // The features list the first highlights; the answer takes the next ones, so nothing is said twice.
  const more = chooseHighlights(w.facts.highlights, 2, 3).map(asSentence).join(' ');
  const askWhat = () =>
    ask(w.line('faqWhat', [q.what]), more || w.line('faqWhatFallback', w.bank.frame.aboutFallback));
  // "What is our sourdough and pastries?" reads wrong: a phrase product is asked about only when
  // nothing else is.
  if (!w.facts.productIsPhrase) askWhat();
  if (w.facts.audience) ask(w.line('faqWho', [q.who]), w.line('faqWhoAnswer', w.voice.audienceLines));
  if (w.facts.eventDate) ask(w.line('faqWhen', [q.when]), w.line('faqWhenAnswer', [q.whenAnswer]));
  if (w.facts.discount)
    ask(w.line('faqDiscount', [q.discount]), w.line('faqDiscountAnswer', q.discountAnswer));
  if (w.facts.shippingNote) ask(q.shipping, asSentence(w.facts.shippingNote));
  if (w.facts.returnsNote && w.facts.returnsNote !== w.facts.shippingNote)
    ask(q.returns, asSentence(w.facts.returnsNote));
  const behind = [w.line('faqBehindAnswer', [q.behindAnswer]), w.line('faqWebsite', [q.website])].filter(
    Boolean,
  );
  // "Who is behind our sourdough?" asks nothing: only a named product has someone behind it.
  if (!w.facts.productIsPhrase) ask(w.line('faqBehind', [q.behind]), behind.join(' '));
  if (items.length === 0) askWhat();
  return { type: 'faq', heading: w.bank.frame.faqHeading, items: items.slice(0, 8) };
}

function quotes(w: Writer): PageSection | null {
  if (w.facts.quotes.length === 0) return null;
  return { type: 'testimonials', heading: w.bank.frame.quotesHeading, items: w.facts.quotes };
}

/** The form's heading and button, in other words than the buttons above it (`avoid`). */
function leadForm(w: Writer, avoid: readonly string[]): PageSection {
  const taken = new Set(avoid.map((label) => label.toLowerCase()));
  const unsaid = (slot: string, templates: readonly string[], extra: Record<string, string> = {}) => {
    const fresh = templates.filter((t) => !taken.has(w.line(slot, [t], extra).toLowerCase()));
    return w.line(slot, fresh.length > 0 ? fresh : templates, extra);
  };
  return {
    type: 'leadForm',
    heading: unsaid('leadFormHeading', w.intent.leadFormHeadings),
    body: w.line('leadFormBody', w.bank.frame.leadFormBody),
    submitLabel: fitLength(unsaid('submit', w.intent.ctas, { product: '' }), 60),
    successMessage: w.line('leadFormSuccess', w.bank.frame.leadFormSuccess),
    fields: ['firstName', 'lastName', 'email', 'phone'],
    optionalFields: asksForPhone(w.facts) ? [] : ['phone'],
  };
}

/** The phone is required only when the brief says customers call, text or are called back. */
function asksForPhone(facts: BriefFacts): boolean {
  return /\b(?:phone|call(?:s|back)?|whatsapp|sms|text us|tel[eé]fono|ll[aá]ma(?:r|da|das|nos)?|celular)\b/i.test(
    facts.allText,
  );
}

/** The brief's points as the lines of a menu or a list of services; a price only where a plan names it. */
function menu(w: Writer, kind: 'menu' | 'services'): PageSection | null {
  const listed = listedItems(w.facts);
  if (listed.length < 2) return null;
  const items = listed.map((point) => {
    const plan = w.facts.plans.find((p) => point.toLowerCase().includes(p.name.toLowerCase()));
    return { title: fitLength(capitalize(point), 120), body: '', price: plan?.price ?? '' };
  });
  return { type: 'menu', heading: PAGE_TYPE_HEADINGS[w.facts.locale][kind], intro: '', items };
}

/** The brief's points as the stops of a trip, in the order the brief gives them. */
function itinerary(w: Writer): PageSection | null {
  const stops = listedItems(w.facts, 6);
  if (stops.length < 2) return null;
  const { frame } = w.bank;
  const items = stops.map((point, index) => ({
    title: fitLength(capitalize(point), 120),
    body: fitLength(
      asSentence(
        w.line(`pointBody${index}`, [frame.pointBodies[index % frame.pointBodies.length]], { point }),
      ),
      600,
    ),
  }));
  return { type: 'features', heading: PAGE_TYPE_HEADINGS[w.facts.locale].itinerary, intro: '', items };
}

/** Store badges only for the store links the brief gives; else a button to the form. */
function appDownload(w: Writer): PageSection {
  const link = (pattern: RegExp) => pattern.exec(w.facts.allText)?.[0].replace(/[).,;]+$/, '') ?? '';
  const headings = PAGE_TYPE_HEADINGS[w.facts.locale];
  return {
    type: 'appDownload',
    heading: headings.app,
    body: '',
    appStoreUrl: link(/https:\/\/apps\.apple\.com\/\S+/),
    googlePlayUrl: link(/https:\/\/play\.google\.com\/\S+/),
    ctaLabel: headings.appCta,
  };
}

const PAGE_TYPE_HEADINGS = {
  en: {
    menu: 'On the menu',
    services: 'Our services',
    itinerary: 'Your trip, step by step',
    app: 'Get the app',
    appCta: 'Send me the download link',
  },
  es: {
    menu: 'En el menú',
    services: 'Nuestros servicios',
    itinerary: 'Tu viaje, paso a paso',
    app: 'Descarga la app',
    appCta: 'Quiero el enlace de descarga',
  },
} as const;

type Part = 'features' | 'menu' | 'services' | 'itinerary' | 'app' | 'quotes' | 'offer' | 'faq' | 'leadForm';

/**
 * The sections between the hero and the footer, per template, in the order its business reads
 * them: food shows the menu first, software and finance their pricing before the questions, an
 * event its ticket, real estate the form before the details.
 */
const TEMPLATE_SECTIONS: Record<PageTemplate, readonly Part[]> = {
  avilon: ['features', 'quotes', 'offer', 'faq', 'leadForm'],
  balay: ['features', 'offer', 'leadForm', 'quotes', 'faq'],
  tasty: ['menu', 'offer', 'quotes', 'leadForm', 'faq'],
  lucy: ['services', 'quotes', 'offer', 'leadForm', 'faq'],
  mobapp: ['features', 'app', 'quotes', 'offer', 'faq', 'leadForm'],
  solid: ['features', 'offer', 'quotes', 'faq', 'leadForm'],
  venus: ['services', 'offer', 'quotes', 'faq', 'leadForm'],
  pixaai: ['features', 'offer', 'quotes', 'leadForm', 'faq'],
  bistro: ['menu', 'quotes', 'leadForm', 'offer', 'faq'],
  brick: ['features', 'leadForm', 'offer', 'faq', 'quotes'],
  celestial: ['offer', 'features', 'faq', 'leadForm', 'quotes'],
  finance: ['features', 'offer', 'faq', 'quotes', 'leadForm'],
  traveler: ['itinerary', 'offer', 'quotes', 'leadForm', 'faq'],
};

const PART_TYPES: Record<Part, PageSection['type']> = {
  features: 'features',
  menu: 'menu',
  services: 'menu',
  itinerary: 'features',
  app: 'appDownload',
  quotes: 'testimonials',
  offer: 'offer',
  faq: 'faq',
  leadForm: 'leadForm',
};

/** A template's section types in order, for a model asked to write the same page type. */
export function templateSectionTypes(template: PageTemplate): PageSection['type'][] {
  return ['hero', ...TEMPLATE_SECTIONS[template].map((name) => PART_TYPES[name]), 'footer'];
}

/** What the page has already written that later parts depend on: the offer, and the buttons above the form. */
type Written = { deal: PageSection; buttons: readonly string[] };

function part(w: Writer, name: Part, written: Written): PageSection | null {
  switch (name) {
    case 'features':
      return features(w);
    // Too few points for a list: the features section says what the business offers instead.
    case 'menu':
    case 'services':
      return menu(w, name) ?? features(w);
    case 'itinerary':
      return itinerary(w) ?? features(w);
    case 'app':
      return appDownload(w);
    case 'quotes':
      return quotes(w);
    case 'offer':
      return written.deal;
    case 'faq':
      return faq(w);
    case 'leadForm':
      return leadForm(w, written.buttons);
  }
}

function footer(facts: BriefFacts): PageSection {
  const { organizationName, postalAddress } = facts.sender;
  const identity = [organizationName, postalAddress].filter(Boolean).join(' · ');
  return { type: 'footer', legal: fitLength([facts.legal, identity].filter(Boolean).join('\n'), 4000) };
}

/**
 * Phrase banks are small: two sections can draw the same audience line or the same answer. The
 * second saying of a sentence goes (a FAQ answer, a feature) rather than the reader hearing it twice.
 */
function dropRepeats(sections: PageSection[]): PageSection[] {
  const said = new Set<string>();
  /** The text without the sentences already said; '' when nothing new is left. */
  const unsaid = (text: string) => {
    const fresh = text
      .split(/(?<=[.!?])\s+|\n+/)
      .filter((sentence) => {
        const key = sentence.trim().toLowerCase();
        if (key.split(' ').length <= 3) return true;
        if (said.has(key)) return false;
        said.add(key);
        return true;
      })
      .join(' ');
    return /[\p{L}\p{N}]/u.test(fresh) ? fresh : '';
  };
  for (const section of sections) {
    if (section.type === 'hero') unsaid(section.subheadline);
    // A features section needs two items: a thin brief keeps its fallback lines.
    if (section.type === 'features') {
      const items = section.items.flatMap((item) => {
        const body = unsaid(item.body);
        return body ? [{ ...item, body }] : [];
      });
      if (items.length >= 2) section.items = items;
    }
    if (section.type === 'offer') unsaid(section.body);
    if (section.type === 'faq') {
      const items = section.items.flatMap((item) => {
        const answer = unsaid(item.answer);
        return answer ? [{ ...item, answer }] : [];
      });
      if (items.length > 0) section.items = items;
    }
  }
  return sections;
}

export function composePage(facts: BriefFacts, template: PageTemplate, seed: string): PageDocument {
  const w = createWriter(facts, seed);
  const top = hero(w);
  const title = fitLength(`${capitalize(facts.product)} | ${facts.sender.organizationName}`, 70);
  const description = top.type === 'hero' ? top.subheadline || top.headline : facts.product;
  const deal = offer(w);
  const buttons = [top, deal].map((s) => ('ctaLabel' in s ? s.ctaLabel : ''));
  const written: Written = { deal, buttons };
  const sections = dropRepeats(
    [top, ...TEMPLATE_SECTIONS[template].map((name) => part(w, name, written)), footer(facts)].filter(
      (s): s is PageSection => s !== null,
    ),
  );
  return {
    version: 1,
    template,
    seo: { title, description: fitLength(description, 170) },
    sections,
  };
}
