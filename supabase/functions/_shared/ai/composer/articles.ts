/**
 * Names used as nouns take the article a native speaker gives them. English names that end in a
 * common noun ("Labor Reform Seminar", "Brunch Box") read "the …" mid-sentence. Spanish names that begin with a common noun take its article: "la Caja Brunch", "el Seminario de
 * Reforma Laboral", "la Panadería Migas". A brand ("Ledgerly", "Pocket Coach") takes none.
 */

const FEMININE = new Set(
  'caja canasta clase consulta sesión sesion valuación valuacion evaluación evaluacion asesoría asesoria membresía membresia suscripción suscripcion colección coleccion línea linea app aplicación aplicacion tienda panadería panaderia cafetería cafeteria pastelería pasteleria repostería reposteria boutique escuela academia agencia inmobiliaria firma plataforma prueba oferta promoción promocion semana temporada noche feria cena experiencia ruta guía guia edición edicion versión version herramienta tarjeta clínica clinica barbería barberia florería floreria librería libreria cerveza caminata carrera jornada charla conferencia masterclass feria venta'.split(
    ' ',
  ),
);
const MASCULINE = new Set(
  'plan curso taller seminario paquete kit programa servicio menú menu mes estudio café cafe restaurante despacho bufete club gimnasio spa evento festival concierto webinar diplomado bootcamp retiro tour viaje combo box brunch desayuno software sistema mercado bazar lanzamiento abono pase bono reto método metodo entrenamiento tratamiento masaje corte'.split(
    ' ',
  ),
);

function genderOf(word: string): 'f' | 'm' | '' {
  if (FEMININE.has(word)) return 'f';
  return MASCULINE.has(word) ? 'm' : '';
}

type Gender = { gender: 'f' | 'm'; plural: boolean };

/**
 * A Spanish noun's gender and number from the words above; with `guess`, from its ending when it
 * is not among them ("bolsas" → feminine plural). Without `guess`, a brand stays unknown (null).
 */
export function spanishGender(noun: string, guess: boolean): Gender | null {
  const word = noun.toLowerCase();
  const singular = genderOf(word);
  if (singular) return { gender: singular, plural: false };
  const plural = genderOf(word.replace(/es$/, '')) || genderOf(word.replace(/s$/, ''));
  if (plural) return { gender: plural, plural: true };
  if (!guess) return null;
  const stem = word
    .replace(/(?:ones)$/, 'ón')
    .replace(/(?:dades)$/, 'dad')
    .replace(/s$/, '');
  const masculineInA = /^(?:d[ií]a|mapa|programa|sistema|tema|problema|clima)$/.test(stem);
  const feminine = !masculineInA && /(?:a|ión|ón|dad|tud|ie)$/.test(stem);
  return { gender: feminine ? 'f' : 'm', plural: word.endsWith('s') };
}

/** "Caja Brunch" → "la Caja Brunch"; a brand, or a phrase that already has its determiner, unchanged. */
export function withSpanishArticle(name: string): string {
  const word = (name.split(/\s+/)[0] ?? '').toLowerCase();
  if (!word || /^(?:el|la|los|las|un|una|unos|unas|nuestr[oa]s?|mis?|tus?|sus?)$/.test(word)) return name;
  const known = spanishGender(word, false);
  if (!known) return name;
  const article = known.gender === 'f' ? (known.plural ? 'las' : 'la') : known.plural ? 'los' : 'el';
  return `${article} ${name}`;
}

/** "our" / "nuestro", "nuestra", "nuestros", "nuestras" agreeing with the phrase's first noun. */
export function possessive(phrase: string, locale: 'en' | 'es'): string {
  if (locale === 'en') return 'our';
  const { gender, plural } = spanishGender(phrase.split(' ')[0] ?? '', true) as Gender;
  return `nuestr${gender === 'f' ? 'a' : 'o'}${plural ? 's' : ''}`;
}

const ENGLISH_COMMON = new Set(
  'seminar workshop webinar class course box month valuation consultation assessment sale event conference summit festival tasting dinner brunch program programme challenge membership plan package kit tour trial session meetup party'.split(
    ' ',
  ),
);

/** "Labor Reform Seminar" → "the Labor Reform Seminar"; "Ledgerly" unchanged. */
export function withEnglishArticle(name: string): string {
  const list = name.split(/\s+/);
  const last = (list[list.length - 1] ?? '').toLowerCase();
  if (list.length < 2 || /^(?:the|a|an|our|your|my)$/i.test(list[0]) || !ENGLISH_COMMON.has(last))
    return name;
  return `the ${name}`;
}
