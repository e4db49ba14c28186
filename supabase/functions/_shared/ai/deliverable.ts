/**
 * Briefs often describe the deliverable ("A landing page where riders pick a slot…", "Un correo
 * que…"): the reader must hear what they can do ("Pick a slot…"), never about the page itself.
 */

import type { Locale } from '../content/brief.ts';

const META_EN =
  /^(?:(?:a|an|the|this|our)\s+)?(?:simple\s+|short\s+|one-page\s+)?(?:landing\s+page|web\s?page|page|site|website|e-?mail|newsletter|campaign|mailing|message|form)\b\s*(?:(?:where|in which|on which|that lets|which lets|that helps|to let|for)\s+)?/i;
const META_ES =
  /^(?:(?:una?|la|el|esta|este|nuestra|nuestro)\s+)?(?:landing(?:\s+page)?|p[aá]gina(?:\s+de\s+aterrizaje|\s+web)?|sitio(?:\s+web)?|correo(?:\s+electr[oó]nico)?|e-?mail|bolet[ií]n|campa[nñ]a|mensaje|formulario)\b\s*(?:(?:donde|en\s+(?:la|el)\s+que|que\s+permite\s+a|para\s+que|que\s+ayuda\s+a)\s+)?/i;

/** People the brief talks about; once the copy addresses them, they become "you". */
const PEOPLE_EN =
  /^(?:(?:our|the|local|new|existing|busy)\s+)*(?:riders|visitors|people|customers|clients|users|readers|subscribers|members|guests|patients|students|parents|families|buyers|shoppers|owners|cyclists|commuters|they|you)\s+(?:can\s+|will\s+|may\s+)?/i;
const PEOPLE_ES =
  /^(?:(?:l[oa]s|nuestr[oa]s)\s+)?(?:ciclistas|visitantes|personas|clientes|usuari[oa]s|lector[ae]s|suscriptor[ae]s|miembros|hu[eé]spedes|pacientes|alumn[oa]s|estudiantes|familias|compradores|due[nñ]os)\s+(?:(?:pueden|podr[aá]n)\s+)?/i;

const IRREGULAR_ES: Record<string, string> = {
  eligen: 'elige',
  tienen: 'ten',
  ponen: 'pon',
  hacen: 'haz',
  dicen: 'di',
  salen: 'sal',
  vienen: 'ven',
  van: 've',
  piden: 'pide',
  consiguen: 'consigue',
  siguen: 'sigue',
  encuentran: 'encuentra',
  prueban: 'prueba',
  vuelven: 'vuelve',
  elegir: 'elige',
  pedir: 'pide',
  conseguir: 'consigue',
  encontrar: 'encuentra',
  probar: 'prueba',
  volver: 'vuelve',
  hacer: 'haz',
  poner: 'pon',
  tener: 'ten',
  venir: 'ven',
  ir: 've',
};

/** "eligen" / "reservar" → "elige" / "reserva" (the tú imperative). */
function imperativeEs(verb: string): string {
  const lower = verb.toLowerCase();
  if (IRREGULAR_ES[lower]) return IRREGULAR_ES[lower];
  if (/(?:an|en)$/.test(lower)) return lower.slice(0, -1);
  if (/ar$/.test(lower)) return `${lower.slice(0, -2)}a`;
  if (/[ei]r$/.test(lower)) return `${lower.slice(0, -2)}e`;
  return '';
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The sentence unchanged when it does not describe the deliverable; rewritten to address the
 * visitor when it says what people do there; '' (drop it) when it only describes the deliverable.
 */
export function addressReader(sentence: string, language: Locale): string {
  const meta = (language === 'es' ? META_ES : META_EN).exec(sentence);
  if (!meta) return sentence;
  const rest = sentence.slice(meta[0].length);
  const people = (language === 'es' ? PEOPLE_ES : PEOPLE_EN).exec(rest);
  if (!people) return '';
  const action = rest.slice(people[0].length);
  if (language === 'es') {
    const [verb = '', ...tail] = action.split(' ');
    const imperative = imperativeEs(verb);
    if (!imperative) return '';
    const body = [imperative, ...tail]
      .join(' ')
      .replace(/\bsus\b/g, 'tus')
      .replace(/\bsu\b/g, 'tu');
    return capital(body);
  }
  // After a plural subject or a modal the verb is already bare: "pick", "leave", "book".
  if (!/^[a-z]+$/.test(action.split(' ')[0] ?? '')) return '';
  return capital(
    action
      .replace(/\btheir\b/g, 'your')
      .replace(/\bthem(selves)?\b/g, (_, self) => (self ? 'yourself' : 'you')),
  );
}
