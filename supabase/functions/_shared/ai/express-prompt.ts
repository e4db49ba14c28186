/** Reads an express prompt ("Launch email for our new cold brew, aimed at night owls…") into brief fields. */

import type { Locale } from '../content/brief.ts';
import { collapseSpaces } from './composer/text.ts';

export interface ExpressReading {
  product: string;
  audience: string;
}

const STOP = String.raw`(?=[,.;:!?\n]|\s(?:aimed|targeting|for|to|that|which|with|who|and|featuring|this|next|on|in|at|dirigid[oa]s?|para|que|con|y|este|esta|el próximo|en)\s|$)`;

const PRODUCT_PATTERNS: Record<Locale, RegExp[]> = {
  en: [
    new RegExp(
      String.raw`\b(?:launch(?:ing)?|introduc(?:e|ing)|promot(?:e|ing)|announc(?:e|ing)|sell(?:ing)?|showcas(?:e|ing)|present(?:ing)?)\s+(?:of\s+)?(?:our|my|the|a|an)?\s*(?:new\s+|brand-new\s+)?(.{3,80}?)${STOP}`,
      'i',
    ),
    new RegExp(String.raw`\b(?:for|about)\s+(?:our|my)\s+(?:new\s+|brand-new\s+)?(.{3,80}?)${STOP}`, 'i'),
    new RegExp(String.raw`\b(?:our|my)\s+(?:new\s+|brand-new\s+)?(.{3,80}?)${STOP}`, 'i'),
  ],
  es: [
    new RegExp(
      String.raw`\b(?:lanzamiento\s+de|lanzar|presentar|promocionar|promover|anunciar|vender)\s+(?:nuestr[oa]s?|mis?|el|la|los|las|un|una)?\s*(?:nuev[oa]s?\s+)?(.{3,80}?)${STOP}`,
      'i',
    ),
    new RegExp(String.raw`\b(?:de|sobre)\s+(?:nuestr[oa]s?|mis?)\s+(?:nuev[oa]s?\s+)?(.{3,80}?)${STOP}`, 'i'),
    new RegExp(String.raw`\b(?:nuestr[oa]s?|mis?)\s+(?:nuev[oa]s?\s+)?(.{3,80}?)${STOP}`, 'i'),
  ],
};

const AUDIENCE_PATTERNS: Record<Locale, RegExp[]> = {
  en: [
    /\b(?:aimed at|targeting|targeted at|geared towards?|designed for|made for|audience:?|for people who|to reach)\s+(.{3,120}?)(?=[.,;!?\n]|$)/i,
    /\bfor\s+((?:busy|young|small|new|local|first-time|remote|creative|growing|health-conscious|budget-conscious|working|modern)\s.{3,100}?)(?=[.;!?\n]|,|$)/i,
    /\bfor\s+((?:parents|families|professionals|students|teams|owners|founders|marketers|developers|designers|teachers|women|men|runners|travell?ers|homeowners|freelancers|creators|shoppers|customers|clients|agencies|retailers|restaurants|startups)\b.{0,100}?)(?=[.;!?\n]|,|$)/i,
  ],
  es: [
    /\b(?:dirigid[oa]s?\s+a|enfocad[oa]s?\s+en|pensad[oa]s?\s+para|orientad[oa]s?\s+a|público:?|para\s+quienes)\s+(.{3,120}?)(?=[.,;!?¡¿\n]|$)/i,
    /\bpara\s+((?:jóvenes|personas|familias|padres|madres|profesionales|estudiantes|equipos|dueños|dueñas|emprendedores|emprendedoras|mujeres|hombres|viajeros|clientes|empresas|pymes|agencias|negocios|mamás|papás|corredores|creadores|diseñadores|desarrolladores)\b.{0,100}?)(?=[.;!?¡¿\n]|,|$)/i,
  ],
};

function firstMatch(text: string, patterns: RegExp[]): string {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return collapseSpaces(match[1]).replace(/^["“'«]|["”'»]$/g, '');
  }
  return '';
}

const GENERIC_PRODUCT =
  /^(?:email|campaign|campaña|correo|newsletter|landing|page|página|store|tienda|customers|clients|clientes)\b/i;

export function readExpressPrompt(prompt: string, locale: Locale): ExpressReading {
  const quoted = /["“«]([^"”»]{2,60})["”»]/.exec(prompt)?.[1];
  const other: Locale = locale === 'en' ? 'es' : 'en';
  let product = quoted ?? firstMatch(prompt, PRODUCT_PATTERNS[locale]) ?? '';
  if (!product) product = firstMatch(prompt, PRODUCT_PATTERNS[other]);
  if (GENERIC_PRODUCT.test(product)) product = '';
  const audience =
    firstMatch(prompt, AUDIENCE_PATTERNS[locale]) || firstMatch(prompt, AUDIENCE_PATTERNS[other]);
  return { product: collapseSpaces(product), audience };
}
