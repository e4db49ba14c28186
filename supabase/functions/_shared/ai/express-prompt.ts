/** Reads an express prompt ("Launch email for our new cold brew, aimed at night owls…") into brief fields. */

import type { Locale } from '../content/brief.ts';
import { collapseSpaces } from './composer/text.ts';

export interface ExpressReading {
  product: string;
  audience: string;
}

const STOP = String.raw`(?=[,.;:!?\n]|\s(?:aimed|targeting|for|to|that|which|with|who|and|featuring|this|next|on|in|at|dirigid[oa]s?|para|que|con|y|este|esta|el próximo|en)\s|$)`;

/** "Sweet Crumb bakery: sourdough and pastries, 15% off…": what follows a name and a colon. */
const LABELLED =
  /^[^:\n]{2,60}:\s*([^,.;:\d\n]{3,60}?)(?=,|\.|;|\s(?:with|con|for|para|at|en|on|and get|y)\s|\s\d|$)/i;

const PRODUCT_PATTERNS: Record<Locale, RegExp[]> = {
  en: [
    new RegExp(
      String.raw`\b(?:launch(?:ing)?|introduc(?:e|ing)|promot(?:e|ing)|announc(?:e|ing)|sell(?:ing)?|showcas(?:e|ing)|present(?:ing)?)\s+(?:of\s+)?(?:our|my|the|a|an)?\s*(?:new\s+|brand-new\s+)?(.{3,80}?)${STOP}`,
      'i',
    ),
    new RegExp(String.raw`\b(?:for|about)\s+(?:our|my)\s+(?:new\s+|brand-new\s+)?(.{3,80}?)${STOP}`, 'i'),
    new RegExp(String.raw`\b(?:our|my)\s+(?:new\s+|brand-new\s+)?(.{3,80}?)${STOP}`, 'i'),
    LABELLED,
  ],
  es: [
    new RegExp(
      String.raw`\b(?:lanzamiento\s+de|lanzar|presentar|promocionar|promover|anunciar|vender)\s+(?:nuestr[oa]s?|mis?|el|la|los|las|un|una)?\s*(?:nuev[oa]s?\s+)?(.{3,80}?)${STOP}`,
      'i',
    ),
    new RegExp(String.raw`\b(?:de|sobre)\s+(?:nuestr[oa]s?|mis?)\s+(?:nuev[oa]s?\s+)?(.{3,80}?)${STOP}`, 'i'),
    new RegExp(String.raw`\b(?:nuestr[oa]s?|mis?)\s+(?:nuev[oa]s?\s+)?(.{3,80}?)${STOP}`, 'i'),
    LABELLED,
  ],
};

const AUDIENCE_PATTERNS: Record<Locale, RegExp[]> = {
  en: [
    /\b(?:aimed at|targeting|targeted at|geared towards?|designed for|made for|audience:?|for people who|to reach)\s+(.{3,120}?)(?=[.,;!?\n]|$)/i,
    /\b(?:win back|re-?engage|reactivate|invite|attract|reach out to)\s+(?:our\s+|the\s+)?(.{3,80}?)(?=[.,;!?\n]|\s(?:with|to|for|and|who)\s|$)/i,
    /\bfor\s+((?:busy|young|small|new|local|first-time|remote|creative|growing|health-conscious|budget-conscious|working|modern)\s.{3,100}?)(?=[.;!?\n]|,|$)/i,
    /\bfor\s+((?:parents|families|professionals|students|teams|owners|founders|marketers|developers|designers|teachers|women|men|runners|riders|cyclists|commuters|travell?ers|homeowners|freelancers|creators|shoppers|customers|clients|agencies|retailers|restaurants|startups)\b.{0,100}?)(?=[.;!?\n]|,|$)/i,
  ],
  es: [
    /\b(?:dirigid[oa]s?\s+a|enfocad[oa]s?\s+en|pensad[oa]s?\s+para|orientad[oa]s?\s+a|público:?|para\s+quienes)\s+(.{3,120}?)(?=[.,;!?¡¿\n]|$)/i,
    /\b(?:recuperar|reactivar|invitar|atraer|llegar)\s+a\s+(?:l[oa]s\s+)?(.{3,80}?)(?=[.,;!?¡¿\n]|\s(?:de|con|para|y|que)\s|$)/i,
    /\bpara\s+((?:jóvenes|personas|familias|padres|madres|profesionales|estudiantes|equipos|dueños|dueñas|emprendedores|emprendedoras|mujeres|hombres|viajeros|clientes|empresas|pymes|agencias|negocios|mamás|papás|corredores|ciclistas|creadores|diseñadores|desarrolladores)\b.{0,100}?)(?=[.;!?¡¿\n]|,|$)/i,
  ],
};

function firstMatch(text: string, patterns: RegExp[]): string {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return collapseSpaces(match[1]).replace(/^["“'«]|["”'»]$/g, '');
  }
  return '';
}

/** Words that name the message, not the product ("an email for our email"). */
const GENERIC_PRODUCT =
  /^(?:e-?mail|campaign|campaña|correo|newsletter|boletín|landing(?: page)?|page|página|customers|clients|clientes)s?$/i;

/** "our yoga studio members": the product is the studio, the members are the audience. */
const PEOPLE_AT_END =
  /\s+(members|customers|clients|subscribers|users|guests|patients|students|fans|miembros|clientes|suscriptores|usuarios|huéspedes|pacientes|alumnos|estudiantes)$/i;

/** "about Ledgerly, our reconciliation software": the name beats the description of it. */
const NAMED_PRODUCT =
  /\b(?:about|featuring|sobre|acerca de)\s+([A-ZÁÉÍÓÚÑ][\w&'’-]+(?:\s+[A-ZÁÉÍÓÚÑ0-9][\w&'’-]*){0,3})/;

/** "valuación gratuita de su casa" → "valuación gratuita": a phrase that would read "nuestra … de su casa". */
function withoutOwner(product: string): string {
  return product
    .replace(/^(?:su|sus|tu|tus|your|their)\s+/i, '')
    .replace(/\s+(?:de|of|for)\s+(?:su|sus|tu|tus|your|their)\s+.*$/i, '');
}

export function readExpressPrompt(prompt: string, locale: Locale): ExpressReading {
  const quoted = /["“«]([^"”»]{2,60})["”»]/.exec(prompt)?.[1] ?? NAMED_PRODUCT.exec(prompt)?.[1];
  const other: Locale = locale === 'en' ? 'es' : 'en';
  let product = quoted ?? firstMatch(prompt, PRODUCT_PATTERNS[locale]) ?? '';
  if (!product) product = firstMatch(prompt, PRODUCT_PATTERNS[other]);
  // "our free wills and estate planning seminar": the phrase runs on to the noun it names.
  const runOn = product
    ? new RegExp(
        String.raw`${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\s+(?:and|y)\s+((?:[\wáéíóúñ-]+\s){0,3}(?:seminar|webinar|workshop|class|course|tour|box|menu|trip|seminario|taller|clase|curso|recorrido|caja|men[uú]|viaje))\b`,
        'i',
      ).exec(prompt)
    : null;
  if (runOn)
    product = `${product} ${/\sy\s/i.test(runOn[0].slice(product.length, product.length + 4)) ? 'y' : 'and'} ${runOn[1]}`;
  if (GENERIC_PRODUCT.test(product)) product = '';
  product = withoutOwner(product);
  let audience =
    firstMatch(prompt, AUDIENCE_PATTERNS[locale]) || firstMatch(prompt, AUDIENCE_PATTERNS[other]);
  const people = PEOPLE_AT_END.exec(product);
  if (people && !quoted) {
    product = product.slice(0, people.index);
    audience ||= people[1];
  }
  return { product: collapseSpaces(product), audience };
}
