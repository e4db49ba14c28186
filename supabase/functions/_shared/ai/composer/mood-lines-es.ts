import type { Mood } from '../../content/brief.ts';
import type { MoodLines } from './copy-types.ts';

/**
 * El titular y el botón de cada tono, escritos en español de México y de tú (no traducidos del
 * inglés): trece tonos, trece voces. Una línea que el brief no puede llenar cede a las de la intención.
 */
export const MOOD_LINES_ES: Record<Mood, MoodLines> = {
  elegant: {
    offerHeading: 'Nuestra invitación para ti',
    headlines: {
      offer: ['{offer}: un detalle para ti'],
      product: ['Una invitación a conocer {product}'],
      event: ['Nos encantará recibirte en {product}'],
      booking: ['Tu {service}, cuando mejor te acomode'],
      news: ['Unas palabras de {org}'],
    },
    ctas: {
      offer: 'Descubre la oferta',
      product: 'Descubre más',
      event: 'Reserva tu lugar',
      booking: 'Elige tu horario',
      news: 'Lee la carta',
    },
  },
  modern: {
    offerHeading: 'El trato',
    headlines: {
      offer: ['{offer}, desde hoy'],
      product: ['Así es {product}'],
      event: ['{product}, {date}'],
      booking: ['Reserva tu {service} en minutos'],
      news: ['Lo nuevo en {org}'],
    },
    ctas: {
      offer: 'Obtén la oferta',
      product: 'Mira cómo funciona',
      event: 'Aparta mi lugar',
      booking: 'Reserva en minutos',
      news: 'Ponte al día',
    },
  },
  classic: {
    offerHeading: 'Nuestra oferta',
    headlines: {
      offer: ['Ya disponible: {offer}'],
      product: ['Te presentamos {product}'],
      event: ['Te invitamos a {product}'],
      booking: ['Agenda tu {service} con nosotros'],
      news: ['Noticias de {org}'],
    },
    ctas: {
      offer: 'Aprovecha la oferta',
      product: 'Conoce más',
      event: 'Regístrate',
      booking: 'Agenda una cita',
      news: 'Lee más',
    },
  },
  minimal: {
    offerHeading: 'Oferta',
    headlines: {
      offer: ['{offer}'],
      product: ['{product}'],
      event: ['{product}: {date}'],
      booking: ['Reserva tu {service}'],
      news: ['{org}: este mes'],
    },
    ctas: { offer: 'Aprovecha', product: 'Entérate', event: 'Inscríbete', booking: 'Reserva', news: 'Lee' },
  },
  professional: {
    offerHeading: 'Tu oferta, en breve',
    headlines: {
      offer: ['Tu oferta: {offer}'],
      product: ['Lo que {product} hace por ti'],
      event: ['{product}: te esperamos el {date}'],
      booking: ['Programa tu {service}'],
      news: ['Actualización de {org}'],
    },
    ctas: {
      offer: 'Haz válida la oferta',
      product: 'Solicita información',
      event: 'Confirma tu asistencia',
      booking: 'Programa tu cita',
      news: 'Lee la actualización',
    },
  },
  playful: {
    offerHeading: 'Lo mejor de todo',
    headlines: {
      offer: ['Psst… ¡{offer}!'],
      product: ['¡Di hola a {product}!'],
      event: ['¿Adivina a quién invitamos a {product}? ¡A ti!'],
      booking: ['¡Tu {service} te está esperando!'],
      news: ['¡Novedades frescas de {org}!'],
    },
    ctas: {
      offer: '¡La quiero!',
      product: 'Échale un ojo',
      event: '¡Me apunto!',
      booking: 'Aparta tu horario',
      news: '¡Cuéntame más!',
    },
  },
  luxury: {
    offerHeading: 'Tu privilegio',
    headlines: {
      offer: ['Reservado para ti: {offer}'],
      product: ['Lo excepcional tiene nombre: {product}'],
      event: ['Tu invitación privada a {product}'],
      booking: ['Un espacio reservado para tu {service}'],
      news: ['Lo más reciente de {org}, para ti'],
    },
    ctas: {
      offer: 'Reclama tu privilegio',
      product: 'Descubre la experiencia',
      event: 'Acepta la invitación',
      booking: 'Reserva tu espacio',
      news: 'Descubre las novedades',
    },
  },
  tech: {
    offerHeading: 'Cómo obtenerla',
    headlines: {
      offer: ['Disponible ahora: {offer}'],
      product: ['{product}: cómo funciona'],
      event: ['{product} — {date}'],
      booking: ['Reserva tu {service} en línea'],
      news: ['{org}: lo nuevo del mes'],
    },
    ctas: {
      offer: 'Activa la oferta',
      product: 'Míralo en acción',
      event: 'Guarda tu lugar',
      booking: 'Reserva en línea',
      news: 'Revisa las novedades',
    },
  },
  casual: {
    offerHeading: 'El trato, en corto',
    headlines: {
      offer: ['Oye: {offer}'],
      product: ['Te contamos de {product}'],
      event: ['¡Cáele a {product}!'],
      booking: ['¿Ya toca tu {service}?'],
      news: ['Lo que pasa en {org}'],
    },
    ctas: {
      offer: 'Sí, la quiero',
      product: 'Échale un vistazo',
      event: 'Apártame un lugar',
      booking: 'Escoge un horario',
      news: '¿Qué hay de nuevo?',
    },
  },
  bold: {
    offerHeading: 'Aprovéchala',
    headlines: {
      offer: ['{offer}. Hoy.'],
      product: ['Deja de esperar: {product}'],
      event: ['No faltes: {product}, {date}'],
      booking: ['Reserva tu {service}. Ya.'],
      news: ['Lo importante de {org}, sin rodeos'],
    },
    ctas: {
      offer: 'Tómala ya',
      product: 'Empieza ya',
      event: 'Asegura tu lugar',
      booking: 'Reserva ya',
      news: 'Léelo ya',
    },
  },
  soft: {
    offerHeading: 'Un detalle para ti',
    headlines: {
      offer: ['Un pequeño gusto para ti: {offer}'],
      product: ['Tómate un momento para {product}'],
      event: ['Nos encantaría verte en {product}'],
      booking: ['Haz un espacio para tu {service}'],
      news: ['Unas líneas de {org}'],
    },
    ctas: {
      offer: 'Date el gusto',
      product: 'Míralo con calma',
      event: 'Guárdame un lugar',
      booking: 'Encuentra tu horario',
      news: 'Lee con calma',
    },
  },
  corporate: {
    offerHeading: 'Detalles de la oferta',
    headlines: {
      offer: ['Oferta vigente: {offer}'],
      product: ['Presentamos {product}'],
      event: ['Invitación: {product}, {date}'],
      booking: ['Citas disponibles: {service}'],
      news: ['{org}: actualización'],
    },
    ctas: {
      offer: 'Consulta la oferta',
      product: 'Solicita más información',
      event: 'Registra tu asistencia',
      booking: 'Solicita una cita',
      news: 'Consulta la actualización',
    },
  },
  fun: {
    offerHeading: '¡Hora de consentirte!',
    headlines: {
      offer: ['¿{offer}? ¡Claro que sí!'],
      product: ['¡Prepárate para {product}!'],
      event: ['¡Apártalo en tu agenda: {product}!'],
      booking: ['¡Vamos a agendar tu {service}!'],
      news: ['¡Lo más nuevo de {org}!'],
    },
    ctas: {
      offer: '¡Va, lo quiero!',
      product: '¡Vamos!',
      event: '¡Ahí estaré!',
      booking: '¡Aparta mi lugar!',
      news: '¡Cuéntamelo todo!',
    },
  },
};
