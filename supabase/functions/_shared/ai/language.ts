/**
 * The language a brief is written in, and the few facts that cross languages: dates and weekdays.
 * The composer does not translate; it only carries names, numbers, codes and dates across.
 */

import type { Locale } from '../content/brief.ts';

const STOP_EN = new Set(
  'the and with your you for of to in is are our who while from at on this that they their we it be by an or its into after before every'.split(
    ' ',
  ),
);
const STOP_ES = new Set(
  'el la los las del de y con tu tus para en que es un una por nuestro nuestra nuestros nuestras su sus se al lo como más muy o sin desde hasta este esta son ya'.split(
    ' ',
  ),
);

/** English or Spanish by stop words; `fallback` when the text is too short or too mixed to tell. */
export function detectLanguage(text: string, fallback: Locale): Locale {
  let en = 0;
  let es = 0;
  for (const word of text.toLowerCase().match(/[a-záéíóúüñ]+/g) ?? []) {
    if (STOP_EN.has(word)) en++;
    if (STOP_ES.has(word)) es++;
  }
  if (en + es < 2) return fallback;
  if (en > es * 1.5) return 'en';
  if (es > en * 1.5) return 'es';
  return fallback;
}

const MONTHS_EN = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const DAYS_EN = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAYS_ES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const indexIn = (list: string[], word: string) => list.findIndex((w) => plain(w) === plain(word));
const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function hourEn(hour: string, minutes: string, meridiem: string): string {
  return `${hour}${minutes ? `:${minutes}` : ''}${meridiem ? ` ${meridiem.toLowerCase()}` : ''}`;
}

/**
 * A date or weekday read from a brief ("Thursday, May 8 at 3 pm", "el sábado 14 de marzo a las
 * 10", "Sunday", "April 1-14") written in `to`; '' when it is not one this knows how to carry.
 * Spanish dates come without their article ("14 de abril"); a deadline adds it.
 */
export function translateDate(text: string, to: Locale): string {
  const t = text.trim();
  if (to === 'es') {
    const m =
      /^(?:(monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s*)?(?:(january|february|march|april|may|june|july|august|september|october|november|december)\s+(\d{1,2})(?:st|nd|rd|th)?(?:\s*[-–]\s*(\d{1,2}))?(?:,?\s+(\d{4}))?)?(?:\s+at\s+(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?)?$/i.exec(
        t,
      );
    if (!m || (!m[1] && !m[2])) {
      const word = { tomorrow: 'mañana', tonight: 'esta noche', midnight: 'medianoche' }[t.toLowerCase()];
      return word ?? '';
    }
    const day = m[1] ? DAYS_ES[indexIn(DAYS_EN, m[1])] : '';
    const date = m[2]
      ? `${m[3]}${m[4] ? ` al ${m[4]}` : ''} de ${MONTHS_ES[indexIn(MONTHS_EN, m[2])]}${m[5] ? ` de ${m[5]}` : ''}`
      : '';
    let hour = '';
    if (m[6]) {
      let h = Number(m[6]);
      if (m[8]?.toLowerCase().startsWith('p') && h < 12) h += 12;
      hour = ` a las ${h}${m[7] ? `:${m[7]}` : ':00'}`;
    }
    return `${[day, date].filter(Boolean).join(' ')}${hour}`;
  }
  const m =
    /^(?:el\s+)?(?:(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s*)?(?:(\d{1,2})\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)(?:\s+de\s+(\d{4}))?)?(?:\s+a\s+las\s+(\d{1,2})(?::(\d{2}))?\s*(?:h|hrs)?)?$/i.exec(
      t,
    );
  if (!m || (!m[1] && !m[2])) {
    const word = { mañana: 'tomorrow', medianoche: 'midnight' }[t.toLowerCase()];
    return word ?? '';
  }
  const day = m[1] ? title(DAYS_EN[indexIn(DAYS_ES, m[1])]) : '';
  const date = m[2] ? `${title(MONTHS_EN[indexIn(MONTHS_ES, m[3])])} ${m[2]}${m[4] ? `, ${m[4]}` : ''}` : '';
  const hour = m[5] ? ` at ${hourEn(m[5], m[6] ?? '', '')}` : '';
  return `${[day, date].filter(Boolean).join(', ')}${hour}`;
}
