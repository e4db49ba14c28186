import type { Locale } from '../../content/brief.ts';
import type { FrameCopy, LocaleBank } from './copy-types.ts';
import { INTENTS_EN } from './intents-en.ts';
import { INTENTS_ES } from './intents-es.ts';
import { MOOD_LINES_EN } from './mood-lines-en.ts';
import { MOOD_LINES_ES } from './mood-lines-es.ts';
import { PAGE_HEADLINES_EN } from './page-headlines-en.ts';
import { PAGE_HEADLINES_ES } from './page-headlines-es.ts';
import { VOICES_EN } from './voices-en.ts';
import { VOICES_ES } from './voices-es.ts';

const FRAME_EN: FrameCopy = {
  team: 'The {org} team',
  audienceHeading: "Who it's for",
  whatItIs: 'What it is',
  whoItsFor: "Who it's for",
  howToStart: 'How to start',
  pointBodies: [
    'With {product}, you get {point}.',
    '{product} comes with {point}.',
    '{point}: part of what {product} offers.',
  ],
  codeSentence: 'Use code {code} at checkout.',
  offerLeads: ['{offer}, good through {deadline}.', 'Start with {offer}.'],
  priceLines: ['Price: {price}.'],
  actionLines: ['{action} today.'],
  dateLines: ['Save the date: {date}.'],
  faq: {
    what: 'What is {product}?',
    who: 'Who is {product} for?',
    start: 'How do I get started?',
    behind: 'Who is behind {product}?',
    behindAnswer: 'The team at {org}.',
    website: 'You can learn more at {website}.',
    discount: 'How do I get the {discount} discount?',
    discountAnswer: [
      'Enter {code} when you pay and the {discount} comes off at once.',
      'Follow the button on this page: the {discount} is applied for you.',
    ],
    when: 'When is {product}?',
    whenAnswer: 'It takes place on {date}.',
    shipping: 'How does shipping work?',
    returns: 'What is the returns policy?',
  },
  leadFormBody: [
    "Leave your details and we'll get back to you.",
    'Share your details and the {org} team will be in touch.',
  ],
  leadFormSuccess: ["Thank you! We've received your details and will be in touch soon."],
  featuresIntro: [
    'Everything you need to know about {product}, at a glance.',
    "Here's what {product} brings to the table.",
  ],
  quotesHeading: 'In their words',
  faqHeading: 'Frequently asked questions',
  offerFallbackBody: 'Take the next step with {product} today.',
  aboutFallback: [
    '{product}, made with {audience} in mind by the team at {org}.',
    '{product}, from the team at {org}.',
    'A closer look at {org}.',
  ],
};

const FRAME_ES: FrameCopy = {
  team: 'El equipo de {org}',
  audienceHeading: 'Para quién es',
  whatItIs: 'Qué es',
  whoItsFor: 'Para quién es',
  howToStart: 'Cómo empezar',
  pointBodies: [
    'Con {product} obtienes {point}.',
    '{product} incluye {point}.',
    '{point}: parte de lo que ofrece {product}.',
  ],
  codeSentence: 'Usa el código {code} al pagar.',
  offerLeads: ['{offer}, vigente hasta {deadline}.', 'Empieza con {offer}.'],
  priceLines: ['Precio: {price}.'],
  actionLines: ['{action} hoy mismo.'],
  dateLines: ['Apunta la fecha: el {date}.'],
  faq: {
    what: '¿Qué es {product}?',
    who: '¿Para quién es {product}?',
    start: '¿Cómo empiezo?',
    behind: '¿Quién está detrás de {product}?',
    behindAnswer: 'El equipo de {org}.',
    website: 'Puedes conocer más en {website}.',
    discount: '¿Cómo obtengo el {discount} de descuento?',
    discountAnswer: [
      'Escribe {code} al pagar y el {discount} se descuenta al momento.',
      'Sigue el botón de esta página: el {discount} se aplica solo.',
    ],
    when: '¿Cuándo es {product}?',
    whenAnswer: 'Es el {date}.',
    shipping: '¿Cómo funcionan los envíos?',
    returns: '¿Cuál es la política de devoluciones?',
  },
  leadFormBody: [
    'Déjanos tus datos y te contactaremos.',
    'Comparte tus datos y el equipo de {org} se pondrá en contacto contigo.',
  ],
  leadFormSuccess: ['¡Gracias! Recibimos tus datos y te contactaremos muy pronto.'],
  featuresIntro: [
    'Todo lo que necesitas saber sobre {product}, de un vistazo.',
    'Esto es lo que {product} tiene para ti.',
  ],
  quotesHeading: 'En sus palabras',
  faqHeading: 'Preguntas frecuentes',
  offerFallbackBody: 'Da hoy el siguiente paso con {product}.',
  aboutFallback: [
    '{product}, con {audience} en mente, de la mano del equipo de {org}.',
    '{product}, de la mano del equipo de {org}.',
    'Un vistazo de cerca a {org}.',
  ],
};

export const BANKS: Record<Locale, LocaleBank> = {
  en: {
    voices: VOICES_EN,
    moodLines: MOOD_LINES_EN,
    pageHeadlines: PAGE_HEADLINES_EN,
    intents: INTENTS_EN,
    frame: FRAME_EN,
  },
  es: {
    voices: VOICES_ES,
    moodLines: MOOD_LINES_ES,
    pageHeadlines: PAGE_HEADLINES_ES,
    intents: INTENTS_ES,
    frame: FRAME_ES,
  },
};
