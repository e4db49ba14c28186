/**
 * What the offline composer knows about a campaign: the brief's own words, sorted into the slots
 * copy is written from. Nothing here is invented — every fact is the brief's text or absent.
 */

import type { Brief, ExpressBrief, Locale, Mood, Palette, Sender } from '../content/brief.ts';
import type { UntranslatedPart } from './brief-language-note.ts';
import { asPhrase, capitalize, collapseSpaces, sentences } from './composer/text.ts';
import { addressReader } from './deliverable.ts';
import { readExpressPrompt } from './express-prompt.ts';
import { highlightsOf } from './highlights.ts';
import { detectIntent, hasEventSignal, type Intent } from './intents.ts';
import { detectLanguage, translateDate } from './language.ts';

export interface PlanFact {
  name: string;
  price: string;
}

export interface QuoteFact {
  quote: string;
  author: string;
  role: string;
}

export interface BriefFacts {
  locale: Locale;
  mood: Mood;
  name: string;
  product: string;
  /** The description as sentences: for the model's prompt, never pasted into offline copy. */
  description: string[];
  /** The description as short facts of three to eight words (see highlights.ts): what copy may quote. */
  highlights: string[];
  /** Parts of the copy left in the brief's language (`sourceLocale`) because it is not the content's. */
  untranslated: UntranslatedPart[];
  /**
   * What the reader gets, as a phrase the copy can lead with ("30 days of Premium free", "your
   * first month of unlimited classes for $49"); empty when the brief offers nothing.
   */
  offer: string;
  /** A price the brief states that is no offer ("$1,250 MXN per person"); may be empty. */
  price: string;
  /** What the reader is asked to do, as the brief says it ("Book a 30-minute demo"); may be empty. */
  action: string;
  /** Who it is for, as a phrase for the middle of a sentence; empty when the brief does not say. */
  audience: string;
  /** Customer-facing points ("what you get") from the description, never goals or objectives. */
  points: string[];
  intent: Intent;
  /** The language the brief's free text is written in; when it is not `locale`, none of it is copy. */
  sourceLocale: Locale;
  /** The product is a common noun read from an express prompt ("leather bags"), not a name. */
  productIsPhrase: boolean;
  /** What a booking is for, for buttons ("tune-up"); empty when the brief does not say. */
  service: string;
  discount: string;
  /** What the discount is on ("helmets and lights"), as the brief says it. */
  discountItem: string;
  promoCode: string;
  deadline: string;
  eventDate: string;
  plans: PlanFact[];
  quotes: QuoteFact[];
  shippingNote: string;
  returnsNote: string;
  legal: string;
  industry: string;
  /** Everything the brief says, for keyword matching (template recommendation). */
  allText: string;
  sender: Sender;
  palette: Palette;
}

export function isExpressBrief(brief: Brief | ExpressBrief): brief is ExpressBrief {
  return 'prompt' in brief;
}

/** "Includes X, Y and Z" / "con X, Y y Z" inside the description. */
function pointsFromDescription(description: string): string[] {
  const list =
    /\b(?:includes?|including|featuring|features|comes with|incluye|incluyen|cuenta con|ofrece)\s*:?\s+([^.;!?]{6,300})/i.exec(
      description,
    )?.[1];
  if (!list) return [];
  return list
    .split(/,\s*|\s+(?:and|y|e)\s+/)
    .map((part) => collapseSpaces(part))
    .filter((part) => part.length > 2 && part.split(' ').length <= 12);
}

const MONTHS_EN = 'january|february|march|april|may|june|july|august|september|october|november|december';
const DAYS_EN = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTHS_ES = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
const DAYS_ES = 'lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo';

function match(text: string, pattern: RegExp): string {
  return collapseSpaces(pattern.exec(text)?.[1] ?? '');
}

function readPlans(text: string): PlanFact[] {
  const pattern =
    /(?:^|[\n;,(:.]\s*)([A-ZÁÉÍÓÚÑ][\wáéíóúñ+ ]{1,30}?)(?:\s+(?:plan|tier|plan de))?\s*[:–—-]\s*((?:US|MX|MXN|CA)?\s?[$€£]\s?\d[\d,.]*(?:\s?(?:USD|MXN|EUR))?(?:\s*(?:\/|per|a|al|por)\s*(?:month|mo|year|yr|mes|año))?)/g;
  return [...text.matchAll(pattern)]
    .slice(0, 3)
    .map((m) => ({ name: collapseSpaces(m[1]), price: collapseSpaces(m[2]) }));
}

function readQuotes(text: string): QuoteFact[] {
  const pattern =
    /["“]([^"”]{12,300})["”]\s*[—–-]\s*([A-ZÁÉÍÓÚÑ][^,.;\n"“”]{1,60})(?:,\s*([^.;\n"“”]{2,80}))?/g;
  return [...text.matchAll(pattern)].slice(0, 4).map((m) => ({
    quote: collapseSpaces(m[1]),
    author: collapseSpaces(m[2]),
    role: collapseSpaces(m[3] ?? ''),
  }));
}

const INSTRUCTION_START =
  /^(?:please\s+|por favor,?\s+)?(?:push|remind|tell|email|create|write|make|send|generate|design|build|draft|prepare|promote|announce|invite|advertise|i want|i need|we want|we need|crea|escribe|haz|genera|diseña|envía|envia|redacta|prepara|promociona|anuncia|invita|publicita|quiero|necesito|queremos|necesitamos)\b/i;
const ARTIFACT =
  /\b(?:email|e-mail|campaign|newsletter|landing|page|mailing|correo|campaña|boletín|página)\b/i;

/** "Goal: book demos.", "Objetivo: agendar demos": the marketer's note, never copy. */
const NOTE_LABEL =
  /^(?:goals?|objectives?|aim|target|audience|tone|cta|call to action|objetivos?|metas?|público|tono)\s*:/i;

function withoutLabel(sentence: string): string {
  const colon = /^([^:]{3,90}):\s+(\S.*)$/.exec(sentence);
  if (colon && isInstruction(colon[1])) return colon[2];
  // "Email offering homeowners a free valuation, written within 48 hours": the facts after the ask.
  const comma = /^([^,]{3,120}),\s+(\S.*)$/.exec(sentence);
  return comma && isInstruction(comma[1]) ? comma[2] : sentence;
}

/** Express prompts mix instructions ("Write a launch email…") with facts; only the facts are copy. */
function isInstruction(sentence: string): boolean {
  return (
    INSTRUCTION_START.test(sentence) ||
    NOTE_LABEL.test(sentence) ||
    ARTIFACT.test(sentence.split(/\s+/).slice(0, 5).join(' '))
  );
}

/** "25% off helmets and lights until…" → "helmets and lights"; "20% de descuento en pan dulce" → "pan dulce". */
function readDiscountItem(text: string): string {
  const item =
    match(
      text,
      /\d\s?%\s*off\s+((?!at\b|on\b|until\b|when\b|with\b|code\b|using\b)[^.,;:!?\n()]{3,60}?)(?=\s+(?:until|through|till|ends?|before|by|with|for|this|when|at|on|from|during|if)\b|[.,;:!?\n(—–]|$)/i,
    ) ||
    match(
      text,
      /\d\s?%\s*de\s+(?:descuento|rebaja)\s+en\s+((?!la tienda\b|tienda\b|línea\b)[^.,;:!?\n()]{3,60}?)(?=\s+(?:hasta|durante|con|para|este|esta|del?|al|si|antes)\b|[.,;:!?\n(—–]|$)/i,
    );
  if (/^(?:everything|all|todo)$/i.test(item)) return '';
  // "15% off first order" is the reader's first order.
  return item.replace(/^first\s/i, 'your first ').replace(/^primer(a?)\s/i, 'tu primer$1 ');
}

/** "A full tune-up while you wait…", "pick a tune-up slot" → "tune-up": what a booking is for. */
function readService(product: string, description: string, org: string): string {
  const fromText = match(
    description,
    /\b(?:a|an|your|one|full)\s+((?:[a-z][\w-]*\s)?[a-z][\w-]*)\s+(?:slot|appointment|booking|session|while you wait)\b/i,
  );
  const service = fromText.replace(/^(?:full|quick|complete|free|new|short|basic)\s+/i, '');
  if (service && !/^(?:time|free|new|quick|short)$/i.test(service)) return service.toLowerCase();
  if (
    !product ||
    product === org ||
    /\b(?:booking|reservation|appointment|calendar|page|form)s?\b/i.test(product)
  )
    return '';
  return product.split(' ').length <= 3 ? product.toLowerCase() : '';
}

/**
 * An audience as a reader is addressed: "commuters and weekend riders within ten miles of the shop
 * who bought…" → "commuters and weekend riders". A short phrase stays as written.
 */
export function shortAudience(phrase: string): string {
  let out = phrase;
  if (out.split(' ').length > 7)
    out = out.replace(/\s+(?:who|that|which|whose|quienes|que|cuy[oa]s?)\s.*$/i, '');
  if (out.split(' ').length > 7)
    out = out.replace(
      /\s+(?:within|in|near|around|across|from|with|based|living|at|of|en|de|del|cerca|con|dentro)\s.*$/i,
      '',
    );
  // Never more than eight words of the brief in a row (issue 21: write, don't paste).
  return (out.match(/[\p{L}\p{N}%$]+/gu) ?? []).length > 8 ? '' : out;
}

/** A percentage counts as a discount only when the brief says so ("20% off", "descuento del 20%"). */
function readDiscount(text: string): string {
  return (
    match(text, /(\d{1,2}(?:[.,]\d)?\s?%)\s*(?:off|discount|de descuento|de rebaja|menos)\b/i) ||
    match(
      text,
      /\b(?:save|discount of|descuento del?|ahorra(?:\s+un)?|rebaja del?)\s+(\d{1,2}(?:[.,]\d)?\s?%)/i,
    )
  );
}

function sentenceAbout(text: string, pattern: RegExp): string {
  return sentences(text).find((s) => pattern.test(s)) ?? '';
}

const PROMO_CODE = /\b(?:code|c[oó]digo|cup[oó]n|coupon)\s*:?\s+([A-Z0-9][A-Z0-9-]{3,15})\b/;

/** "until Sunday", "hasta el 8 de mayo", "hasta jueves" (written "el jueves", as a Mexican reader expects). */
function readDeadline(text: string, language: Locale): string {
  const english = match(
    text,
    new RegExp(
      String.raw`\b(?:until|through|ends?|before|by)\s+((?:${DAYS_EN}|tomorrow|tonight|midnight|${MONTHS_EN})(?:\s+\d{1,2}(?:st|nd|rd|th)?)?)\b`,
      'i',
    ),
  );
  const holiday =
    match(text, /\buntil\s+((?:[A-Z][\w’']+\s+){1,2}Day)\b/) ||
    match(text, /\bhasta\s+(el\s+D[ií]a\s+de(?:\s+l[oa]s)?\s+[A-ZÁÉÍÓÚ][\wáéíóúñ]+)/);
  if (holiday) return holiday;
  if (english && language === 'en') return english;
  const spanish = match(
    text,
    new RegExp(
      String.raw`\b(?:hasta|antes del?)\s+((?:el\s+)?(?:${DAYS_ES}|mañana|medianoche|\d{1,2}\s+de\s+(?:${MONTHS_ES})))\b`,
      'i',
    ),
  );
  if (!spanish) return english;
  return /^(?:\d|lunes|martes|mi|jueves|viernes|s[aá]bado|domingo)/i.test(spanish)
    ? `el ${spanish}`
    : spanish;
}

/** A date the reader attends; never a deadline ("hasta el 27 de abril" is when an offer ends). */
function readEventDate(text: string): string {
  return (
    match(
      text,
      new RegExp(
        String.raw`(?<!\b(?:ends?|until|through|by|valid|expires?)\s+)\b(?:on|this|next|departing|departs|starting|starts|opens)\s+((?:${DAYS_EN}),?\s+(?:${MONTHS_EN})\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+at\s+\d{1,2}(?::\d{2})?(?:\s*(?:a\.m\.|p\.m\.|am|pm)(?!\w))?)?|(?:${MONTHS_EN})\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?(?:\s+at\s+\d{1,2}(?::\d{2})?(?:\s*(?:a\.m\.|p\.m\.|am|pm)(?!\w))?)?)`,
        'i',
      ),
    ) ||
    match(
      text,
      new RegExp(
        String.raw`(?<!\b(?:hasta|antes|desde|partir|vigente|v[aá]lid[oa])\s+(?:del?\s+)?)\b(?:el|este|pr[oó]ximo)\s+((?:(?:${DAYS_ES})\s+)?\d{1,2}\s+de\s+(?:${MONTHS_ES})(?:\s+a\s+las\s+\d{1,2}(?::\d{2})?(?:\s*(?:h|hrs|am|pm))?)?)`,
        'i',
      ),
    )
  );
}

const OFFER_PATTERNS: RegExp[] = [
  /\b(\d+\s+days?\s+free)\b/i,
  /\b(\d+\s+d[ií]as\s+gratis)\b/i,
  /\b(\d+\s+(?:days?|weeks?|months?)\s+of\s+[\w ]{1,25}?\s+free)\b/i,
  /\b(\d+\s+(?:d[ií]as?|semanas?|mes(?:es)?)\s+de\s+[\wáéíóúñ ]{1,25}?\s+gratis)\b/i,
  /\b((?:your\s+)?first\s+[\w ]{1,30}?\s+for\s+(?:US)?[$€£]\s?\d[\d.,]*)/i,
  /\b((?:tu\s+)?primer[oa]?\s+[\wáéíóúñ ]{1,30}?\s+por\s+(?:MX)?[$€£]\s?\d[\d.,]*)/i,
  /((?:US)?[$€£]\s?\d[\d.,]*\s+(?:intro|introductory|trial|first)\s+(?:month|week|class|session|lesson))\b/i,
  /\b((?:a\s+|your\s+)?free\s+(?:[a-z-]+\s+)?(?:trial|consultation|shipping|delivery|valuation|assessment|quote|class|lesson|session|demo|estimate))\b/i,
  /\b((?:una\s+|tu\s+)?(?:prueba|consulta|clase|sesi[oó]n|valuaci[oó]n|evaluaci[oó]n|cotizaci[oó]n|asesor[ií]a|demo)\s+gratuita|env[ií]o\s+gratis)\b/i,
];

/** "free valuation" → "a free valuation", "valuación gratuita" → "una valuación gratuita". */
function withDeterminer(offer: string): string {
  if (/^free\s/i.test(offer) && !/^free\s+(?:shipping|delivery)/i.test(offer)) return `a ${offer}`;
  if (/gratuita$/i.test(offer) && !/^(?:una|tu)\s/i.test(offer)) return `una ${offer}`;
  return offer;
}

/** What the brief gives the reader besides a percentage: a free trial, an intro price. */
function readOffer(text: string): string {
  for (const pattern of OFFER_PATTERNS) {
    const found = match(text, pattern).replace(/[.,]+$/, '');
    if (found && found.split(' ').length <= 8) return withDeterminer(found);
  }
  return '';
}

/**
 * A price the marketer's notes state for the reader ("$49 intro month for new students",
 * "Precio de preventa de $32,900 MXN por persona hasta el 31 de marzo"): the clause with the
 * price, without its deadline or whom it is for, when that is eight words or fewer.
 */
function readPriceClause(text: string): string {
  for (const clause of text.split(/[;\n]|\.\s/)) {
    // A deposit is how to reserve, not the price.
    const price = collapseSpaces(
      clause
        .split(/,\s+/)
        .find((part) => /[$€£]\s?\d/.test(part) && !/\b(?:deposit|anticipo|apartar|aparta)\b/i.test(part))
        // "Email for Prana Yoga Studio: $49 intro month": the price, not the label before it.
        ?.replace(/^[^:]*:\s+(?=.*[$€£]\s?\d)/, '')
        ?.replace(/\s+(?:until|through|till|ends?|hasta|antes del?|for|para)\s.*$/i, '') ?? '',
    ).replace(/[.,]+$/, '');
    // Eight words as a reader counts them ("$1,890" is one); "per person" goes first if need be.
    const short = price.replace(/\s+(?:per person|por persona)$/i, '');
    for (const candidate of [price, short])
      if (candidate && (candidate.match(/[\p{L}\p{N}%$]+/gu) ?? []).length <= 8) return candidate;
  }
  return '';
}

const ACTION_PATTERNS: Record<Locale, RegExp> = {
  en: /\b(book|request|reserve|order|download|schedule|claim)\s+((?:a|an|your|the)\s+)?((?:[\w$-]+\s){0,3}?(?:demo|table|seat|spot|valuation|consultation|call|class|trial|box|tour|visit|appointment|app|quote))\b/i,
  es: /\b(agend[ae]n?|agendar|reserv[ae]n?|reservar|pid[ae]n?|pedir|descarg[ae]n?|descargar|apart[ae]n?|apartar|solicit[ae]n?|solicitar)\s+((?:una?|tu|su|el|la)\s+)?((?:[\wáéíóúñ$-]+\s){0,3}?(?:demo|mesa|lugar|valuaci[oó]n|consulta|llamada|clase|prueba|caja|visita|cita|app|cotizaci[oó]n)(?:\s+(?:de\s+\d+\s+minutos|gratuita|en\s+l[ií]nea))?)\b/i,
};

const IMPERATIVE_ES: Record<string, string> = {
  agend: 'Agenda',
  reserv: 'Reserva',
  pid: 'Pide',
  ped: 'Pide',
  descarg: 'Descarga',
  apart: 'Aparta',
  solicit: 'Solicita',
};

/** "Get controllers to book a 30-minute demo" → "Book a 30-minute demo"; "Que pidan su valuación gratuita" → "Pide tu valuación gratuita". */
/** "inviting them to a 30-minute Ledgerly demo": a demo is booked, whatever verb the prompt used. */
const DEMO_INVITATION: Record<Locale, RegExp> = {
  en: /\b(?:to|for)\s+(a|an)\s+((?:[\w-]+\s){0,3}demo)\b/i,
  es: /\ba\s+(una)\s+(demo(?:\s+de\s+\d+\s+minutos)?)\b/i,
};

function readAction(text: string, language: Locale): string {
  const found = ACTION_PATTERNS[language].exec(text);
  if (!found) {
    const demo = DEMO_INVITATION[language].exec(text);
    if (!demo) return '';
    return language === 'en' ? `Book ${demo[1]} ${demo[2]}` : `Agenda ${demo[1]} ${demo[2]}`;
  }
  const object = collapseSpaces(found[3]);
  if (language === 'en') {
    const article = found[2] ? found[2].trim().toLowerCase() : /^[aeiou]/i.test(object) ? 'an' : 'a';
    return `${capitalize(found[1].toLowerCase())} ${article === 'the' ? 'your' : article} ${object}`;
  }
  const stem = Object.keys(IMPERATIVE_ES).find((key) => found[1].toLowerCase().startsWith(key)) ?? '';
  const determiner = (found[2] ?? '').trim().toLowerCase().replace(/^su$/, 'tu');
  return collapseSpaces(`${IMPERATIVE_ES[stem] ?? capitalize(found[1])} ${determiner || 'tu'} ${object}`);
}

/** "Sweet Crumb bakery": the sender's name with a word of kind says nothing as a fact. */
function namesOnly(fact: string, org: string): boolean {
  return (
    fact.toLowerCase().startsWith(org.toLowerCase()) && fact.split(' ').length <= org.split(' ').length + 1
  );
}

export function readBrief(brief: Brief | ExpressBrief): BriefFacts {
  const locale = brief.locale;
  let product: string;
  let description: string;
  let audience: string;
  let goals = '';
  let objectives = '';
  let legal = '';
  let industry = '';
  let mood: Mood = 'professional';
  if (isExpressBrief(brief)) {
    const reading = readExpressPrompt(brief.prompt, locale);
    // The campaign's name is internal ("Spring push"); the sender's name reads better to customers.
    product = reading.product || brief.sender.organizationName;
    // "Goal: book 40 demos by Thursday." is the marketer's note: no fact, date or intent comes from it.
    description = sentences(brief.prompt)
      .filter((s) => !NOTE_LABEL.test(s))
      .join(' ');
    audience = reading.audience;
    mood = brief.mood ?? 'professional';
  } else {
    product = brief.productName || brief.sender.organizationName;
    description = brief.description;
    audience = brief.targetAudience;
    goals = brief.goals;
    objectives = brief.objectives;
    legal = brief.legal;
    industry = brief.industry;
    mood = brief.mood;
  }
  const allText = [brief.name, product, description, goals, objectives, audience, industry].join('\n');
  const org = brief.sender.organizationName;
  // The composer does not translate: a brief in the other language lends only its names, numbers,
  // codes and dates, so no sentence mixes two languages.
  const sourceLocale = detectLanguage([description, goals, objectives, audience].join('\n'), locale);
  const foreign = sourceLocale !== locale;
  let productIsPhrase = false;
  if (isExpressBrief(brief) && product !== org) {
    const quoted = /["“«]/.test(brief.prompt) && brief.prompt.includes(product);
    const named = quoted || /^[A-ZÁÉÍÓÚÑ0-9]/.test(product);
    if (foreign && !named) product = org;
    else productIsPhrase = !named;
  }
  // Dates and offers are read from what the customer will read (the description or the prompt),
  // never from the marketer's goals: "sell 120 boxes before Thursday" is no deadline.
  const customerText = [product, description].join('\n');
  // Objectives are the marketer's notes, but they often carry the reader's offer ("15% off with
  // code MOM10 until Mother's Day", "$49 intro month"); goals carry only targets.
  const offerText = [customerText, objectives].join('\n');
  const discount = readDiscount(offerText);
  const carryDate = (date: string, article = false) => {
    if (!foreign || !date) return date;
    const carried = translateDate(date, locale);
    return article && locale === 'es' && /^\d|^(?:lunes|martes|mi|jueves|viernes|s|domingo)/.test(carried)
      ? `el ${carried}`
      : carried;
  };
  const promoCode = match(customerText, PROMO_CODE) || match(allText, PROMO_CODE);
  const deadline = carryDate(
    readDeadline(customerText, sourceLocale) || readDeadline(objectives, sourceLocale),
    true,
  );
  const eventDate = carryDate(readEventDate(customerText));
  const priceClause = foreign ? '' : readPriceClause(objectives) || readPriceClause(customerText);
  // An intro or early-bird price is an offer to lead with; a menu's price per person is a fact.
  const isOffer = /\b(?:intro|introduc|early|first|trial|preventa|primer|prueba)/i.test(priceClause);
  const offer = foreign
    ? ''
    : readOffer(customerText) || readOffer(objectives) || (isOffer ? priceClause : '');
  const price = isOffer ? '' : priceClause;
  const action = foreign ? '' : readAction(`${objectives}\n${description}`, sourceLocale);
  // The offer section states the discount and code; the description need not repeat them.
  // The brief's sentences in its own language: written into copy only as short facts.
  const sourceSentences = sentences(description)
    // "Email for Fogón de Leña: seven-course tasting menu…": the label goes, the facts stay.
    .map((s) => (isExpressBrief(brief) ? withoutLabel(s) : s))
    .filter((s) => !isExpressBrief(brief) || !isInstruction(s))
    .map((s) => addressReader(s, sourceLocale))
    .filter(Boolean);
  const descriptionSentences = foreign ? [] : sourceSentences;
  // The offer and price are taken out of the facts around them ("$49 intro month with unlimited
  // vinyasa" keeps "with unlimited vinyasa"); a clause with the discount or code goes whole.
  // A brief in the other language still gives its facts, in its own words: the composer does not
  // translate, so they stay in the brief's language and `untranslated` says so (the screen shows it).
  const highlights = highlightsOf(sourceSentences, sourceLocale, [discount, promoCode], 8, [
    readEventDate(customerText),
    readDeadline(customerText, sourceLocale),
    offer,
    price,
  ]);
  // A shipping or returns answer in short facts, never the brief's sentence as written.
  const noteAbout = (pattern: RegExp) => {
    const sentence = sentenceAbout(descriptionSentences.join(' '), pattern);
    return sentence ? highlightsOf([sentence], sourceLocale, [], 2).join('. ') : '';
  };
  const points = (foreign ? [] : pointsFromDescription(description))
    .map((p) => collapseSpaces(p).replace(/[.;,]+$/, ''))
    .filter((p, i, all) => p.length > 2 && all.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i)
    .slice(0, 5);
  const audiencePhrase =
    audience && !foreign ? shortAudience(asPhrase(sentences(audience)[0] ?? audience, [product, org])) : '';
  // An express prompt names its kind first ("Monthly newsletter for…"): its opening words weigh most.
  const detected = isExpressBrief(brief)
    ? detectIntent(brief.prompt.split(/\s+/).slice(0, 8).join(' '), `${brief.name}\n${description}`)
    : detectIntent(`${goals}\n${objectives}`, `${brief.name}\n${description}`);
  // A seminar on a fixed date is attended, not booked at a time of one's choosing.
  const intent = eventDate && detected !== 'sale' && hasEventSignal(customerText) ? 'event' : detected;
  return {
    locale,
    mood,
    name: collapseSpaces(brief.name),
    product: collapseSpaces(product),
    description: descriptionSentences,
    highlights: highlights.filter((fact) => !namesOnly(fact, org)),
    untranslated: foreign && highlights.length > 0 ? ['highlights'] : [],
    offer,
    price,
    action,
    audience: audiencePhrase,
    points,
    sourceLocale,
    productIsPhrase,
    service: foreign ? '' : readService(collapseSpaces(product), description, org),
    discountItem: foreign ? '' : readDiscountItem(customerText),
    intent,
    discount,
    promoCode,
    deadline,
    eventDate,
    plans: readPlans(`${description}\n${objectives}`),
    quotes: foreign ? [] : readQuotes(description),
    shippingNote: noteAbout(/\b(?:ship|shipping|delivery|deliver|env[ií]o|env[ií]os|entrega)/i),
    returnsNote: noteAbout(/\b(?:return|returns|refund|exchange|devoluci|reembolso|cambios?)\b/i),
    legal: collapseSpaces(legal),
    industry,
    allText,
    sender: brief.sender,
    palette: brief.palette,
  };
}
