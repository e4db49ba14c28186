/**
 * What the offline composer knows about a campaign: the brief's own words, sorted into the slots
 * copy is written from. Nothing here is invented — every fact is the brief's text or absent.
 */

import type { Brief, ExpressBrief, Locale, Mood, Palette, Sender } from '../content/brief.ts';
import { asPhrase, collapseSpaces, listItems, sentences } from './composer/text.ts';
import { readExpressPrompt } from './express-prompt.ts';
import { detectIntent, type Intent } from './intents.ts';

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
  /** The description as sentences. */
  description: string[];
  /** Who it is for, as a phrase for the middle of a sentence; empty when the brief does not say. */
  audience: string;
  /** Customer-facing points ("what you get"), never the marketer's internal targets. */
  points: string[];
  intent: Intent;
  discount: string;
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

const CONTENT_VERBS =
  /^(?:to\s+)?(?:highlight|showcase|explain|communicate|emphasi[sz]e|show|present|mention|promote|feature|introduce|announce|share|tell (?:people|them|customers) about|educate (?:people |customers )?(?:about|on)|destacar|mostrar|explicar|comunicar|resaltar|enfatizar|presentar|mencionar|promocionar|dar a conocer|anunciar|compartir|contar)\s+(?:that\s+|que\s+)?(?:the\s+|our\s+|el\s+|la\s+|los\s+|las\s+|nuestr[oa]s?\s+)?/i;
const JARGON =
  /\b(?:awareness|engagement|conversions?|ctr|kpi|roi|traffic|leads?|sales|revenue|open rate|click|reconocimiento|interacci[oó]n|conversi[oó]n|conversiones|tr[aá]fico|ventas|ingresos|tasa de)\b/i;

/** Objectives often list what to say ("Highlight the free shipping"); goals usually list targets. */
function pointsFromPlans(goals: string, objectives: string): string[] {
  const out: string[] = [];
  for (const item of listItems(objectives)) {
    if (CONTENT_VERBS.test(item)) out.push(item.replace(CONTENT_VERBS, ''));
    else if (
      !JARGON.test(item) &&
      !/\d/.test(item) &&
      !/^(?:increase|grow|boost|drive|get|generate|reach|achieve|reduce|improve|convert|capture|gain|double|sell|aumentar|incrementar|crecer|impulsar|conseguir|lograr|generar|alcanzar|reducir|mejorar|convertir|captar|obtener|vender)\b/i.test(
        item,
      )
    )
      out.push(item);
  }
  for (const item of listItems(goals))
    if (CONTENT_VERBS.test(item)) out.push(item.replace(CONTENT_VERBS, ''));
  return out;
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
  /^(?:please\s+|por favor,?\s+)?(?:create|write|make|send|generate|design|build|draft|prepare|promote|announce|invite|advertise|i want|i need|we want|we need|crea|escribe|haz|genera|diseña|envía|envia|redacta|prepara|promociona|anuncia|invita|publicita|quiero|necesito|queremos|necesitamos)\b/i;
const ARTIFACT =
  /\b(?:email|e-mail|campaign|newsletter|landing|page|mailing|correo|campaña|boletín|página)\b/i;

/** Express prompts mix instructions ("Write a launch email…") with facts; only the facts are copy. */
function isInstruction(sentence: string): boolean {
  return INSTRUCTION_START.test(sentence) || ARTIFACT.test(sentence.split(/\s+/).slice(0, 5).join(' '));
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
    description = brief.prompt;
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
  const discount = readDiscount(allText);
  const promoCode = match(allText, /\b(?:code|c[oó]digo|cup[oó]n|coupon)\s*:?\s+([A-Z0-9][A-Z0-9-]{3,15})\b/);
  // The offer section states the discount and code; the description need not repeat them.
  const descriptionSentences = sentences(description).filter(
    (s) =>
      (!isExpressBrief(brief) || !isInstruction(s)) &&
      !(discount && s.includes(discount)) &&
      !(promoCode && s.includes(promoCode)),
  );
  const points = [...pointsFromPlans(goals, objectives), ...pointsFromDescription(description)]
    .map((p) => collapseSpaces(p).replace(/[.;,]+$/, ''))
    .filter((p, i, all) => p.length > 2 && all.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i)
    .slice(0, 5);
  const audiencePhrase = audience
    ? asPhrase(sentences(audience)[0] ?? audience, [product, brief.sender.organizationName])
    : '';
  return {
    locale,
    mood,
    name: collapseSpaces(brief.name),
    product: collapseSpaces(product),
    description: descriptionSentences,
    audience: audiencePhrase,
    points,
    // An express prompt names its kind first ("Monthly newsletter for…"): its opening words weigh most.
    intent: isExpressBrief(brief)
      ? detectIntent(brief.prompt.split(/\s+/).slice(0, 8).join(' '), `${brief.name}\n${description}`)
      : detectIntent(`${goals}\n${objectives}`, `${brief.name}\n${description}`),
    discount,
    promoCode,
    deadline:
      match(
        allText,
        new RegExp(
          String.raw`\b(?:until|through|ends?|before|by)\s+((?:${DAYS_EN}|tomorrow|tonight|midnight|${MONTHS_EN})(?:\s+\d{1,2}(?:st|nd|rd|th)?)?)\b`,
          'i',
        ),
      ) ||
      match(
        allText,
        new RegExp(
          String.raw`\b(?:hasta|antes del?)\s+((?:el\s+)?(?:${DAYS_ES}|mañana|medianoche|\d{1,2}\s+de\s+(?:${MONTHS_ES})))\b`,
          'i',
        ),
      ),
    eventDate:
      match(
        allText,
        new RegExp(
          String.raw`\b(?:on|this|next)\s+((?:${DAYS_EN}),?\s+(?:${MONTHS_EN})\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?)?|(?:${MONTHS_EN})\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?(?:\s+at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?)?)`,
          'i',
        ),
      ) ||
      match(
        allText,
        new RegExp(
          String.raw`\b(?:el|este|pr[oó]ximo)\s+((?:(?:${DAYS_ES})\s+)?\d{1,2}\s+de\s+(?:${MONTHS_ES})(?:\s+a\s+las\s+\d{1,2}(?::\d{2})?(?:\s*(?:h|hrs|am|pm))?)?)`,
          'i',
        ),
      ),
    plans: readPlans(`${description}\n${objectives}`),
    quotes: readQuotes(description),
    shippingNote: sentenceAbout(
      description,
      /\b(?:ship|shipping|delivery|deliver|env[ií]o|env[ií]os|entrega)/i,
    ),
    returnsNote: sentenceAbout(
      description,
      /\b(?:return|returns|refund|exchange|devoluci|reembolso|cambios?)\b/i,
    ),
    legal: collapseSpaces(legal),
    industry,
    allText,
    sender: brief.sender,
    palette: brief.palette,
  };
}
