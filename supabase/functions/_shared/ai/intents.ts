/** What a campaign is for, read from its goals, objectives or prompt, in English and Spanish. */

import { matchStems } from './keywords.ts';

export const INTENTS = [
  'launch',
  'sale',
  'booking',
  'event',
  'newsletter',
  'leadGeneration',
  'reengagement',
  'onboarding',
  'awareness',
] as const;
export type Intent = (typeof INTENTS)[number];

/** Word stems; matched at word starts so "launch" finds "launching" and "descuento" "descuentos". */
const SIGNALS: Record<Exclude<Intent, 'awareness'>, readonly string[]> = {
  launch: [
    'launch',
    'introduc',
    'release',
    'unveil',
    'debut',
    'brand new',
    'new product',
    'new collection',
    'pre-order',
    'preorder',
    'lanza',
    'presenta',
    'estren',
    'nuevo producto',
    'nueva colección',
    'novedad',
    'preventa',
  ],
  sale: [
    'sale',
    'discount',
    '% off',
    'percent off',
    'special offer',
    'limited offer',
    'offer ends',
    'deal',
    'promo code',
    'promo$',
    'promos$',
    'promoción',
    'promociones',
    'coupon',
    'black friday',
    'cyber monday',
    'clearance',
    'save ',
    'descuento',
    'oferta',
    'rebaja',

    'cupón',
    'cupon',
    'liquidaci',
    'ahorra',
    'buen fin',
    'hot sale',
  ],
  booking: [
    'book$',
    'booked$',
    'booking',
    'book online',
    'book your',
    'appointment',
    'reserve a slot',
    'reserve your slot',
    'slot$',
    'slots$',
    'schedule a',
    'schedule your',
    'cita$',
    'citas$',
    'reservar',
    'reserva tu',
    'reservas$',
    'agenda tu',
    'agendar',
    'agenda$',
    'turno$',
  ],
  event: [
    'event$',
    'events$',
    'webinar',
    'conference',
    'meetup',
    'summit',
    'live session',
    'livestream',
    'masterclass',
    'rsvp',
    'join us',
    'save the date',
    'save your seat',
    'register for',
    'evento',
    'seminario',
    'seminar',
    'open house',
    'tasting',
    'degustaci',
    'conferencia',
    'en vivo',
    'acompáñanos',
    'inscríbete',
    'inscribete',
  ],
  newsletter: [
    'newsletter',
    'monthly update',
    'weekly update',
    'digest',
    'roundup',
    'round-up',
    'news from',
    'this month',
    'boletín',
    'boletin',
    'resumen',
    'noticias',
    'novedades del mes',
    'este mes',
  ],
  leadGeneration: [
    'leads',
    'lead gen',
    'sign up',
    'signup',
    'sign-up',
    'demo',
    'quote',
    'free trial',
    'trial',
    'consultation',
    'book a call',
    'book a demo',
    'book demo',
    'agendar demo',
    'agenda una demo',
    'waitlist',
    'wait list',
    'subscriber',
    'registrations',
    'prospect',
    'clientes potenciales',
    'demostraci',
    'cotizaci',
    'prueba gratis',
    'prueba gratuita',
    'consulta$',
    'lista de espera',
    'suscriptor',
    'registros',
    'contactos',
  ],
  reengagement: [
    'win back',
    'winback',
    're-engage',
    'reengage',
    'bring back',
    'inactive',
    'lapsed',
    'come back',
    'miss you',
    'reactivat',
    'dormant',
    'churn',
    'recupera',
    'reactiva',
    'inactiv',
    'te extrañamos',
    'regres',
  ],
  onboarding: [
    'welcome',
    'onboard',
    'getting started',
    'first steps',
    'new customer',
    'new user',
    'new member',
    'bienvenid',
    'primeros pasos',
    'nuevos clientes',
    'nuevos usuarios',
    'nuevos miembros',
  ],
};

/**
 * Words that name an event only in context: "workshop" is also where bikes are serviced, "taller"
 * a repair shop, "class" a category. They count when the text also has a date with a weekday or an
 * invitation ("our workshop on pricing", "el taller de cerámica del sábado 14 de marzo").
 */
const WEAK_EVENT = [
  'workshop',
  'taller',
  'class$',
  'classes$',
  'clase$',
  'clases$',
  'ticket',
  'seats$',
  'boleto',
  'cupo',
  'invite',
  'invitation',
  'invitar',
  'invitación',
];
const EVENT_CONTEXT =
  /\b(?:invite|invitation|invitar|invitaci[oó]n|(?:on|this|next|el|este|pr[oó]ximo)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo))\b|\b(?:workshop|taller|class|clase)\s+(?:on|about|de\s+(?!reparaci|bici|coche|auto|motos?\b)[a-záéíóúñ]+|sobre)\b/i;

function score(text: string, stems: readonly string[], weight: number): number {
  return weight * matchStems(text, stems).length;
}

/**
 * The strongest intent. Goals, objectives and an express prompt's opening say what the campaign is
 * for and weigh triple; the name and description describe the product and weigh once. On a tie the
 * earlier intent wins, so a service that is booked or on offer beats an event.
 */
export function detectIntent(primary: string, secondary = ''): Intent {
  let best: Intent = 'awareness';
  let bestScore = 0;
  const eventContext = EVENT_CONTEXT.test(primary) || EVENT_CONTEXT.test(secondary);
  for (const intent of Object.keys(SIGNALS) as Array<keyof typeof SIGNALS>) {
    let total = score(primary, SIGNALS[intent], 3) + score(secondary, SIGNALS[intent], 1);
    if (intent === 'event' && eventContext)
      total += score(primary, WEAK_EVENT, 3) + score(secondary, WEAK_EVENT, 1);
    if (total > bestScore) {
      best = intent;
      bestScore = total;
    }
  }
  return best;
}

/** Whether the text names something people attend (a seminar, a webinar, a workshop on a date). */
export function hasEventSignal(text: string): boolean {
  return (
    matchStems(text, SIGNALS.event).length > 0 ||
    (EVENT_CONTEXT.test(text) && matchStems(text, WEAK_EVENT).length > 0)
  );
}
