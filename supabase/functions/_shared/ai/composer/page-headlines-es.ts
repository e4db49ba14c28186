import type { PageTemplate } from '../../content/brief.ts';
import type { PageHeadlines } from './copy-types.ts';

/**
 * El titular de portada de cada plantilla, dicho como abre su tipo de página (español de México,
 * de tú): un menú antoja, los servicios consienten, un itinerario arranca el viaje, una app queda a un
 * toque, los precios van claros. Gana la primera línea que el brief puede llenar; la fecha
 * con su hora alarga el titular a cinco renglones, así que solo la dice un viaje (su salida). Donde el
 * género del nombre no se conoce, la línea no lleva adjetivos que concuerden con él. Las de MobApp
 * no dicen que el negocio tenga app: puede no tenerla.
 */
export const PAGE_HEADLINES_ES: Record<PageTemplate, PageHeadlines> = {
  avilon: {
    offer: ['{offer}: así funciona'],
    product: ['{product}: qué hace por ti'],
    event: ['{product}: agenda y registro'],
    booking: ['Agenda tu {service} con nuestro equipo', 'Agenda con el equipo de {org}'],
  },
  balay: {
    offer: ['{offer}, cerca de casa'],
    product: ['{product}, para tu día a día'],
    event: ['Te esperamos en {product}'],
    booking: ['Reserva tu {service} el día que te acomode', 'Reserva con {org} el día que te acomode'],
  },
  tasty: {
    offer: ['Para antojarse: {offer}'],
    product: ['Se te va a antojar: {product}'],
    event: ['Una mesa para ti en {product}'],
    booking: ['Aparta tu mesa en {org}'],
  },
  bistro: {
    offer: ['{offer}, desde la mesa del chef'],
    product: ['En la mesa de {org}: {product}'],
    event: ['Una velada en {org}: {product}'],
    booking: ['Tu mesa en {org} te espera'],
  },
  lucy: {
    offer: ['Tu momento: {offer}'],
    product: ['{product}, para verte y sentirte bien'],
    event: ['Conoce de cerca {product}'],
    booking: ['Aparta tu {service} y consiéntete', 'Aparta tu cita y consiéntete'],
  },
  venus: {
    offer: ['Respira hondo: {offer}'],
    product: ['{product}, a tu ritmo'],
    event: ['Date un tiempo para ti en {product}'],
    booking: ['Haz un espacio para tu {service}', 'Haz un espacio para ti en {org}'],
  },
  mobapp: {
    offer: ['{offer}, a un toque de distancia'],
    product: ['{product}, siempre a la mano'],
    event: ['{product}: súmate desde tu celular'],
    booking: ['Reserva tu {service} desde el celular', 'Reserva con {org} desde el celular'],
  },
  solid: {
    offer: ['{offer}: todo claro desde el principio'],
    product: ['{product}: cómo funciona y cómo empezar'],
    event: ['Apúntate a {product}'],
    booking: ['Agenda tu {service} en pocos pasos', 'Agenda con {org} en pocos pasos'],
  },
  pixaai: {
    offer: ['{offer}: empieza cuando quieras'],
    product: ['Conoce {product} en acción'],
    event: ['Pon en tu agenda {product}'],
    booking: ['Programa tu {service} cuando te quede', 'Programa tu cita con {org}'],
  },
  brick: {
    offer: ['{offer}: déjanos tus datos'],
    product: ['{product}: cuéntanos qué buscas'],
    event: ['Reserva tu lugar en {product}'],
    booking: ['Solicita tu {service} hoy', 'Solicita una cita con {org}'],
  },
  celestial: {
    offer: ['{offer}: tu invitación ya está aquí'],
    product: ['Entra al mundo de {product}'],
    event: ['No faltes a {product}'],
    booking: ['Aparta la fecha para tu {service}', 'Aparta la fecha con {org}'],
  },
  finance: {
    offer: ['{offer}, con condiciones claras'],
    product: ['{product}, con cuentas claras'],
    event: ['{product}: lo que te llevarás'],
    booking: ['Agenda tu {service} con toda confianza', 'Agenda tu cita con toda confianza'],
  },
  traveler: {
    offer: ['Prepara la maleta: {offer}'],
    product: ['{product}, de principio a fin'],
    event: ['Marca la salida: {product}, {date}', 'Marca en tu calendario {product}'],
    booking: [
      'Reserva tu {service} para las fechas que quieras',
      'Reserva con {org} para las fechas que quieras',
    ],
  },
};
