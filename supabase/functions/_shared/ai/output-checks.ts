/**
 * What a model wrote, checked against its brief before anything is saved (docs/generation.md,
 * "Output checks"). Nothing the brief does not say is published as fact: placeholders are
 * repaired, the legal text is the brief's, links go to the campaign's page or the brief's own
 * URLs, and sentences with testimonials or numbers the brief lacks are removed. A line left empty
 * (a subject, a headline) takes the offline composer's words for that place; an item of a list
 * left empty (an email's section, a feature) goes, and a list left too short takes its section
 * with it. Nothing usable left: the offline draft.
 */

import type { z } from 'zod';
import type { AnyBrief, Locale } from '../content/brief.ts';
import { type EmailContent, emailContentSchema } from '../content/email-content.ts';
import { type PageDocument, pageDocumentSchema } from '../content/page-document.ts';
import { isExpressBrief } from './brief-facts.ts';
import { detectLanguage } from './language.ts';

export type FlagCheck =
  | 'placeholder'
  | 'legal_restored'
  | 'foreign_link'
  | 'invented_testimonial'
  | 'unsupported_number'
  | 'offline_part'
  | 'offline_draft';

/** One repair, for the answer and the logs: what was found where. */
export interface Flag {
  check: FlagCheck;
  path: string;
  text: string;
}

export interface CheckContext {
  brief: AnyBrief;
  /** The campaign's own page: where a foreign link in the copy is sent instead. */
  campaignUrl?: string;
}

export interface Checked<T> {
  value: T;
  flagged: Flag[];
}

type Path = (string | number)[];
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The brief's own words: the only source of numbers, quotes and links the copy may keep. */
function briefText(brief: AnyBrief): string {
  const { palette: _palette, sender, ...fields } = brief;
  const own = Object.values(fields).filter((value): value is string => typeof value === 'string');
  return [...own, sender.organizationName, sender.postalAddress, sender.website].join('\n');
}

/**
 * The legal text to publish: the brief's own, verbatim. A brief without one (an express prompt)
 * keeps the model's only when it is the brief's words; anything else would be invented terms.
 */
function legalText(brief: AnyBrief, written: unknown, checker: Checker): string {
  const own = isExpressBrief(brief) ? '' : brief.legal.trim();
  if (own) return own;
  const text = typeof written === 'string' ? written.trim() : '';
  return text && checker.knownQuote(text) ? text : '';
}

const NUMBER = /\d+(?:[.,:]\d+)*/g;
/** "1,200" and "1200", "$49.00" and "$49", "9:00" and "9" are the same number. */
const normalNumber = (raw: string) => raw.replace(/[.,:]00$/, '').replace(/[.,:]/g, '');
const numbersIn = (text: string) => new Set((text.match(NUMBER) ?? []).map(normalNumber));

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"'“”«»)\]]+[^\s<>"'“”«»)\].,;:!?]/gi;
const normalUrl = (url: string) =>
  url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#]+$/, '');

const MERGE_TAG =
  /\{\{\s*[^{}]{1,40}?\s*\}\}|\*\|[A-Z0-9_]{2,30}\|\*|%%?[A-Z][A-Z0-9_]{2,30}%%?|\{(?:first_?name|name|company)\}/gi;
const BRACKET_PLACEHOLDER =
  /\[[^\]]{0,80}\b(?:insert|add|your|name|company|link|date|url|placeholder|inserta|agrega|tu|nombre|empresa|enlace|fecha)\b[^\]]{0,80}\]/i;
const LOREM = /\blorem ipsum\b|\bdolor sit amet\b/i;
/** A name left as a placeholder: title-cased, or mid-sentence where "your company" cannot be a phrase. */
const COMPANY_PLACEHOLDER =
  /\b(?:Your Company(?: Name)?|YOUR COMPANY|Company Name|Tu Empresa|Nombre de (?:tu|la) empresa)\b|(?<=\S )(?:Your company|Tu empresa)\b/g;
/** Quoted speech long enough to be a testimonial, not a product name. */
const QUOTED = /[“"«]([^”"»]{12,})[”"»]/g;

const normalWords = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Splits into sentences and back, keeping line breaks (bullets are lines). */
function mapSentences(text: string, keep: (sentence: string) => string | null): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .split(/(?<=[.!?…])\s+/)
        .map((sentence) => (sentence.trim() ? keep(sentence) : sentence))
        .filter((sentence): sentence is string => sentence !== null && sentence.trim() !== '')
        .join(' '),
    )
    .filter((line, index, lines) => line.trim() !== '' || (index > 0 && lines[index - 1].trim() !== ''))
    .join('\n')
    .trim();
}

/** Tidies what a removed merge tag leaves: "Hi {{first_name}}, welcome" → "Hi, welcome". */
const tidy = (text: string) =>
  text
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .replace(/([¿¡])\s+/g, '$1')
    .replace(/,([.!?])/g, '$1')
    .replace(/^[,;:]\s*/, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();

const pathName = (path: Path) => path.join('.');
const isUrlKey = (key: string | number | undefined) => typeof key === 'string' && /url$/i.test(key);
/** Fields that are not copy: structure, choices of the app, and the legal text (restored whole). */
const NOT_COPY = new Set(['type', 'template', 'fields', 'legal', 'version']);

class Checker {
  readonly flagged: Flag[] = [];
  private readonly numbers: Set<string>;
  private readonly urls: Set<string>;
  private readonly words: string;

  constructor(private readonly context: CheckContext) {
    const text = briefText(context.brief);
    this.numbers = numbersIn(text);
    this.urls = new Set(
      [...(text.match(URL_IN_TEXT) ?? []), context.brief.sender.website, context.campaignUrl ?? '']
        .filter(Boolean)
        .map(normalUrl),
    );
    this.words = normalWords(text);
  }

  flag(check: FlagCheck, path: Path, text: string) {
    this.flagged.push({ check, path: pathName(path), text: text.slice(0, 200) });
  }

  allowedUrl(url: string): boolean {
    return this.urls.has(normalUrl(url));
  }

  /** A link field: the brief's own URL or empty ("the campaign's page", "the lead form"). */
  link(url: string, path: Path): string {
    if (!url.trim() || this.allowedUrl(url)) return url;
    this.flag('foreign_link', path, url);
    return '';
  }

  knownQuote(quote: string): boolean {
    const words = normalWords(quote);
    return words.length > 0 && this.words.includes(words);
  }

  private sentence(sentence: string, path: Path): string | null {
    if (BRACKET_PLACEHOLDER.test(sentence) || LOREM.test(sentence)) {
      this.flag('placeholder', path, sentence);
      return null;
    }
    let text = sentence;
    for (const url of sentence.match(URL_IN_TEXT) ?? []) {
      if (this.allowedUrl(url)) continue;
      this.flag('foreign_link', path, url);
      if (!this.context.campaignUrl) return null;
      text = text.replace(url, this.context.campaignUrl);
    }
    for (const [, quote] of sentence.matchAll(QUOTED)) {
      if (quote.trim().split(/\s+/).length >= 4 && !this.knownQuote(quote)) {
        this.flag('invented_testimonial', path, sentence);
        return null;
      }
    }
    // URLs and the campaign's own link carry digits of their own.
    const withoutUrls = text.replace(URL_IN_TEXT, '');
    const unknown = [...numbersIn(withoutUrls)].filter((n) => !this.numbers.has(n));
    if (unknown.length) {
      this.flag('unsupported_number', path, sentence);
      return null;
    }
    return text;
  }

  /** One string of copy: repaired, or '' when nothing of it can be kept. */
  copy(text: string, path: Path): string {
    let repaired = text;
    if (repaired.search(MERGE_TAG) !== -1) {
      this.flag('placeholder', path, text);
      repaired = tidy(repaired.replace(MERGE_TAG, ''));
    }
    const org = this.context.brief.sender.organizationName;
    // The live demo's sender may itself be called "Your company".
    if (repaired.search(COMPANY_PLACEHOLDER) !== -1 && org.search(COMPANY_PLACEHOLDER) === -1) {
      this.flag('placeholder', path, text);
      repaired = repaired.replace(COMPANY_PLACEHOLDER, org);
    }
    return mapSentences(repaired, (sentence) => this.sentence(sentence, path));
  }

  walk(node: Json, path: Path): Json {
    const key = path.at(-1);
    if (typeof node === 'string') {
      if (typeof key === 'string' && NOT_COPY.has(key)) return node;
      if (isUrlKey(key)) return this.link(node, path);
      return this.copy(node, path);
    }
    if (Array.isArray(node)) return node.map((item, index) => this.walk(item, [...path, index]));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, this.walk(v, [...path, k])]));
    }
    return node;
  }
}

/** Every line of copy in a model's answer, for telling its language. */
function copyLines(node: unknown, key = ''): string[] {
  if (typeof node === 'string') return NOT_COPY.has(key) || isUrlKey(key) ? [] : [node];
  if (Array.isArray(node)) return node.flatMap((item) => copyLines(item, key));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => copyLines(v, k));
  return [];
}

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/**
 * An answer in the other language (a model that followed an English brief in a Spanish workspace)
 * is a malformed answer: the problem, for the one repair, or none.
 */
export function languageIssues(value: unknown, locale: Locale): string[] {
  const other: Locale = locale === 'en' ? 'es' : 'en';
  if (detectLanguage(copyLines(value).join('\n'), locale) !== other) return [];
  const name = LANGUAGE_NAMES[locale];
  return [
    `(copy): written in ${LANGUAGE_NAMES[other]}; write every word in ${name}, whatever the brief's language.`,
  ];
}

function getAt(node: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined,
    node,
  );
}

function setAt(node: unknown, path: Path, value: unknown) {
  const parent = getAt(node, path.slice(0, -1));
  const key = path.at(-1);
  if (key !== undefined && parent && typeof parent === 'object')
    (parent as Record<string | number, unknown>)[key] = value;
}

/** Removes the innermost array element holding `path`; false when nothing holds it. */
function dropHolder(node: unknown, path: Path): boolean {
  for (let end = path.length - 1; end >= 0; end--) {
    const index = path[end];
    const parent = getAt(node, path.slice(0, end));
    if (typeof index === 'number' && Array.isArray(parent)) {
      parent.splice(index, 1);
      return true;
    }
  }
  return false;
}

/**
 * Where the offline draft says the same thing: by the same path for an email; for a page, the
 * offline section of the same type (the second FAQ for the second FAQ), then the same path in it.
 */
type Counterpart = (path: Path) => unknown;

/** An email's own lines; a section's text alone would sit under the model's heading, so none. */
const sameLine =
  (offline: unknown): Counterpart =>
  (path) =>
    path.some((key) => typeof key === 'number') ? undefined : getAt(offline, path);

const sameSection =
  (model: PageDocument, offline: PageDocument): Counterpart =>
  (path) => {
    if (path[0] !== 'sections' || typeof path[1] !== 'number') return getAt(offline, path);
    // An item of a list (a feature, a question) goes whole rather than take another's words.
    if (path.length > 3) return undefined;
    const section = model.sections[path[1]];
    if (!section) return undefined;
    const nth = model.sections.slice(0, path[1]).filter((s) => s.type === section.type).length;
    const match = offline.sections.filter((s) => s.type === section.type)[nth];
    return getAt(match, path.slice(2));
  };

/**
 * Fields the checks emptied take the offline draft's words; whatever the schema still refuses
 * (a list below its minimum, a required line) loses its section or item. Last resort: the draft.
 */
function settle<T>(
  schema: z.ZodType<T>,
  checked: Json,
  original: Json,
  counterpart: Counterpart,
  offline: T,
  checker: Checker,
): T {
  const emptied: Path[] = [];
  const find = (node: Json, before: unknown, path: Path) => {
    if (typeof node === 'string') {
      if (
        !node.trim() &&
        typeof before === 'string' &&
        before.trim() &&
        !isUrlKey(path.at(-1)) &&
        !NOT_COPY.has(String(path.at(-1)))
      )
        emptied.push(path);
      return;
    }
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) find(item, getAt(before, [i]), [...path, i]);
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) find(v, getAt(before, [k]), [...path, k]);
    }
  };
  find(checked, original, []);
  for (const path of emptied) {
    const words = counterpart(path);
    if (typeof words === 'string' && words.trim()) {
      setAt(checked, path, words);
      checker.flag('offline_part', path, words);
    }
  }
  for (let round = 0; round < 30; round++) {
    const result = schema.safeParse(checked);
    if (result.success) return result.data;
    if (!dropHolder(checked, result.error.issues[0].path as Path)) break;
  }
  checker.flag('offline_draft', [], 'the model’s answer kept too little after the checks');
  return offline;
}

function checkContent<T>(
  schema: z.ZodType<T>,
  value: T,
  offline: T,
  context: CheckContext,
  counterpartOf: (checked: T) => Counterpart,
  finish: (checked: Json, checker: Checker) => void,
): Checked<T> {
  const checker = new Checker(context);
  const original = structuredClone(value) as Json;
  const checked = checker.walk(structuredClone(value) as Json, []);
  finish(checked, checker);
  const settled = settle(schema, checked, original, counterpartOf(value), offline, checker);
  return { value: settled, flagged: checker.flagged };
}

export function checkEmailContent(
  content: EmailContent,
  offline: EmailContent,
  context: CheckContext,
): Checked<EmailContent> {
  return checkContent(
    emailContentSchema,
    content,
    offline,
    context,
    () => sameLine(offline),
    (checked, checker) => {
      const email = checked as Record<string, Json>;
      const legal = legalText(context.brief, email.legal, checker);
      if (email.legal !== legal) {
        checker.flag('legal_restored', ['legal'], String(email.legal ?? ''));
        email.legal = legal;
      }
    },
  );
}

export function checkPageDocument(
  document: PageDocument,
  offline: PageDocument,
  context: CheckContext,
): Checked<PageDocument> {
  return checkContent(
    pageDocumentSchema,
    document,
    offline,
    context,
    (model) => sameSection(model, offline),
    (checked, checker) => {
      const sections = (checked as { sections: Record<string, Json>[] }).sections;
      sections.forEach((section, index) => {
        if (section.type !== 'testimonials' || !Array.isArray(section.items)) return;
        section.items = section.items.filter((item) => {
          const quote = String((item as Record<string, Json>).quote ?? '');
          // The walk may have emptied it already (a quote with a number the brief lacks).
          const known = quote.trim() !== '' && checker.knownQuote(quote);
          if (!known) checker.flag('invented_testimonial', ['sections', index, 'items'], quote);
          return known;
        });
      });
      const footer = sections.find((section) => section.type === 'footer');
      const legal = legalText(context.brief, footer?.legal, checker);
      if (footer && footer.legal !== legal) {
        checker.flag(
          'legal_restored',
          ['sections', sections.indexOf(footer), 'legal'],
          String(footer.legal ?? ''),
        );
        footer.legal = legal;
      } else if (!footer && legal) {
        checker.flag('legal_restored', ['sections', sections.length], '');
        sections.push({ type: 'footer', legal });
      }
    },
  );
}
