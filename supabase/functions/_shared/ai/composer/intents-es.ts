import type { Intent } from '../intents.ts';
import type { IntentCopy } from './copy-types.ts';

/**
 * Spanish copy per kind of campaign. `{product}` arrives with its article when the name starts with
 * a common noun ("la Caja Brunch", articles.ts), so templates put none before it and no adjective
 * after it: the sentences hold whatever the product's grammatical gender.
 */
export const INTENTS_ES: Record<Intent, IntentCopy> = {
  launch: {
    subjects: {
      calm: [
        'Te presentamos {product}',
        '{product} ya está aquí',
        'Conoce {product}',
        'Ya disponible: {product}',
      ],
      lively: ['¡{product} acaba de llegar!', '¡Ya está aquí: {product}!', '¡Saluda a {product}!'],
    },
    headlines: {
      calm: ['Te presentamos {product}', 'Conoce {product}', '{product} ya está aquí'],
      lively: ['¡Por fin llegó {product}!', '¡Saluda a {product}!'],
    },
    preheaders: [
      'Un primer vistazo a {product}, pensado para {audience}.',
      'Descubre lo que {product} puede hacer por ti.',
      'Todo lo que necesitas saber sobre {product}.',
    ],
    intros: [
      'Hoy te presentamos {product}.',
      '{product} ya está disponible, y no podíamos esperar para contártelo.',
    ],
    ctas: ['Descubre {product}', 'Mira lo nuevo', 'Explora {product}'],
    offerHeadings: ['Sé de los primeros', 'Empieza hoy'],
    offerBodies: [
      'Para celebrar el lanzamiento, disfruta de un {discount} de descuento hasta {deadline}.',
      'Para celebrar el lanzamiento, disfruta de un {discount} de descuento.',
      'Sé de los primeros en probar {product}. Empezar es muy fácil.',
    ],
    eyebrows: ['Novedad', 'Recién lanzado', 'Ya disponible'],
    leadFormHeadings: ['Entérate antes que nadie', 'Obtén acceso anticipado'],
    startAnswers: ['Usa el formulario de esta página para ser de los primeros en tener {product}.'],
  },
  sale: {
    subjects: {
      calm: [
        '{discount} de descuento en {target}',
        'Ahorra un {discount} en {target}',
        '{discount} de descuento en {shop}',
        'Ahorra un {discount} en {shop}',
        'Una oferta especial en {target}',
        'Una oferta especial de {org}',
      ],
      lively: [
        '¡{discount} de descuento en {target}!',
        '¡No te pierdas el {discount} de descuento en {target}!',
        '¡{discount} de descuento en {shop}: hoy es el día!',
        '¡Una oferta especial para ti!',
      ],
    },
    headlines: {
      calm: [
        '{discount} de descuento en {target}',
        '{discount} de descuento en {shop}',
        'Una oferta especial en {target}',
        'Una oferta especial para ti',
      ],
      lively: [
        '¡Ahorra un {discount} en {target}!',
        '¡Ahorra un {discount} en {shop}!',
        '¡Date un gusto con esta oferta especial!',
      ],
    },
    preheaders: [
      '{discount} de descuento en {target} hasta {deadline}.',
      'Ahorra un {discount} en {shop} hasta {deadline}.',
      '{discount} de descuento en {target}. Todos los detalles, dentro.',
      'Ahorra un {discount} en {shop}. Todos los detalles, dentro.',
      'Una oferta especial de {org}. Todos los detalles, dentro.',
    ],
    intros: [
      'Ahora mismo puedes ahorrar un {discount} en {target}.',
      'Ahora mismo tienes un {discount} de descuento en {shop}.',
      'Preparamos una oferta especial en {target} y nos encantaría que la aprovecharas.',
      'Preparamos una oferta especial y nos encantaría que la aprovecharas.',
    ],
    ctas: ['Quiero mi {discount} de descuento', 'Ver la oferta', 'Aprovechar la oferta'],
    offerHeadings: ['Tu oferta', 'Cómo ahorrar'],
    offerBodies: [
      'Obtén un {discount} de descuento en {target} hasta {deadline}.',
      'Obtén un {discount} de descuento en {target}: solo sigue el enlace de abajo.',
      'Ahorra un {discount} en {shop} hasta {deadline}.',
      'Consulta la oferta vigente y cómo aprovecharla; es muy fácil.',
    ],
    eyebrows: ['Oferta especial', 'Oferta'],
    leadFormHeadings: ['Aprovecha tu oferta', 'Reserva tu oferta'],
    startAnswers: ['Usa el botón de esta página para aprovechar la oferta.'],
  },
  booking: {
    subjects: {
      calm: [
        'Reserva tu cita',
        '¿Es momento de tu próxima cita?',
        'Reserva tu cita en dos minutos',
        'Tu próxima cita en {org}',
      ],
      lively: ['¡Reserva tu cita hoy!', '¡Tu cita está a un clic!', '¡Aparta tu lugar en {org}!'],
    },
    headlines: {
      calm: ['Reserva tu cita', 'Elige el horario que mejor te quede', 'Tu cita, a tu ritmo'],
      lively: ['¡Reserva tu cita hoy!', '¡Elige tu horario!'],
    },
    preheaders: [
      '{discount} de descuento en tu cita hasta {deadline}.',
      'Elige el horario que mejor te quede: reservas en dos minutos.',
      'Elige un horario y nosotros nos encargamos del resto.',
    ],
    intros: [
      'Tu cita está a un par de clics: elige el horario que mejor te quede y nosotros nos encargamos del resto.',
      'Reservar es muy fácil: elige un horario y listo.',
    ],
    ctas: ['Reserva tu cita', 'Reservar ahora', 'Elegir horario'],
    offerHeadings: ['Cómo reservar', 'Reserva en pocos clics', 'Elige tu horario'],
    offerBodies: [
      'Reserva antes de {deadline} y obtén un {discount} de descuento.',
      'Reserva antes de {deadline}: los horarios se llenan rápido.',
      'Elige el horario que mejor te quede con el botón de abajo; en un par de minutos está listo.',
    ],
    eyebrows: ['Reserva ahora', 'Citas'],
    leadFormHeadings: ['Reserva tu cita', 'Solicita tu horario', 'Agenda tu cita'],
    startAnswers: [
      'Elige un horario y déjanos tus datos con el formulario de esta página; te confirmaremos la cita.',
    ],
  },
  event: {
    subjects: {
      calm: [
        'Te invitamos a {product}',
        'Acompáñanos en {product}',
        'Reserva tu lugar para {product}',
        '{product}: aparta la fecha',
        'Invitación: {product}',
        'Tu lugar en {product}',
      ],
      lively: [
        '¡Te invitamos a {product}!',
        '¡Nos vemos en {product}!',
        '¡Ven a {product}!',
        '¡No te pierdas {product}!',
      ],
    },
    headlines: {
      calm: ['Te invitamos a {product}', 'Acompáñanos en {product}'],
      lively: ['¡Ven a {product}!'],
    },
    preheaders: [
      'Acompáñanos el {date}. Reserva tu lugar hoy.',
      'El {date}. Inscríbete hoy.',
      'Inscríbete en un minuto y recibe todos los detalles.',
      'Reserva tu lugar en menos de un minuto.',
    ],
    intros: [
      'Aparta el {date} en tu agenda: nos encantaría que nos acompañaras en {product}.',
      'Apunta el {date}: ya casi llega {product} y queremos que vengas.',
      'El {date} abrimos las puertas de {product}, y nos encantaría verte ahí.',
      'Nos encantaría que nos acompañaras en {product}.',
    ],
    ctas: ['Reservar mi lugar', 'Inscríbete ahora', 'Quiero asistir'],
    offerHeadings: ['Agenda la fecha', 'Cómo participar'],
    // Primero las que dicen la fecha (gana la línea más rica): un tono cuya introducción es solo su
    // saludo no dice el cuándo en ninguna otra parte del cuerpo.
    offerBodies: [
      'Es el {date}. Inscríbete en menos de un minuto y te enviamos todos los detalles.',
      'Te esperamos el {date}. Inscríbete con el botón de abajo; los detalles llegan a tu correo.',
      'La cita: {date}. Un clic para inscribirte, y te mandamos todo lo que necesitas saber.',
      'Inscríbete en menos de un minuto y te enviamos todos los detalles.',
      'Inscríbete con el botón de abajo; los detalles llegan a tu correo.',
      'Un clic para inscribirte, y te mandamos todo lo que necesitas saber.',
    ],
    eyebrows: ['Te invitamos', 'Evento'],
    leadFormHeadings: ['Reserva tu lugar', 'Inscríbete ahora'],
    startAnswers: ['Inscríbete con el formulario de esta página; es cuestión de un minuto.'],
  },
  newsletter: {
    subjects: {
      calm: ['Novedades de {org}', 'Este mes en {org}', 'Lo último de {org}'],
      lively: ['¡Noticias frescas de {org}!', '¿Qué hay de nuevo en {org}?'],
    },
    headlines: {
      calm: ['Lo último de {org}', 'Las novedades de este mes'],
      lively: ['¡Esto es lo nuevo!'],
    },
    preheaders: [
      'Novedades, ideas y lo que viene para {product}.',
      'Lo último sobre {product}, en una lectura breve.',
    ],
    intros: [
      'Aquí tienes nuestro resumen más reciente, con novedades sobre {product}.',
      'Te damos la bienvenida a esta edición de nuestro boletín.',
    ],
    ctas: ['Leer más', 'Ver todas las novedades', 'Seguir leyendo'],
    offerHeadings: ['Mantente al día', 'Sigue leyendo'],
    offerBodies: ['Encontrarás más en nuestro sitio, incluido todo sobre {product}.'],
    eyebrows: ['Boletín', 'Novedades'],
    leadFormHeadings: ['Suscríbete a nuestro boletín', 'Mantente al día'],
    startAnswers: [
      'Suscríbete con el formulario de esta página y la próxima edición llegará a tu bandeja de entrada.',
    ],
  },
  leadGeneration: {
    subjects: {
      calm: [
        'Hablemos de {product}',
        'Descubre cómo {product} puede ayudarte',
        '¿Es {product} para ti?',
        '{product}, en pocas palabras',
        'Lo que {product} cambia en tu día a día',
      ],
      lively: [
        '¿Te da curiosidad {product}? ¡Hablemos!',
        'Tu siguiente paso con {product}',
        '¡Mira lo que hace {product}!',
      ],
    },
    headlines: {
      calm: ['Descubre lo que {product} puede hacer por ti', 'Veamos si {product} es para ti'],
      lively: ['¿Quieres ver {product} en acción?'],
    },
    preheaders: [
      'Déjanos tus datos y te contactaremos.',
      'Descubre cómo {product} se adapta a lo que necesitas.',
      'Una conversación corta para ver si {product} te sirve.',
      'Te contamos en pocas líneas qué hace {product}.',
    ],
    intros: [
      'Nos encantaría mostrarte cómo {product} puede ayudarte.',
      'Si buscas una alternativa mejor, {product} podría ser justo lo que necesitas.',
      'Queremos enseñarte, sin compromiso, cómo trabaja {product}.',
      'Te escribimos para contarte qué hace {product} y si encaja contigo.',
    ],
    ctas: ['Contáctanos', 'Solicitar información', 'Hablemos'],
    offerHeadings: ['Cómo empezar', 'Próximos pasos'],
    offerBodies: [
      'Déjanos tus datos y el equipo de {org} se pondrá en contacto contigo para resolver tus dudas.',
      'Con el botón de abajo nos dejas tus datos y te buscamos para platicar.',
      'Escríbenos con el botón de abajo y resolvemos tus dudas en una llamada corta.',
    ],
    eyebrows: ['Hablemos', 'Conoce más'],
    leadFormHeadings: ['Hablemos', 'Solicita información'],
    startAnswers: [
      'Completa el formulario de esta página y el equipo de {org} se pondrá en contacto contigo.',
    ],
  },
  reengagement: {
    subjects: {
      calm: ['Ha pasado un tiempo', 'Te extrañamos en {org}', 'Dale otra mirada a {product}'],
      lively: ['¡Te extrañamos! Vuelve a saludarnos', '¡Cuánto tiempo!'],
    },
    headlines: {
      calm: ['Ha pasado un tiempo', 'Qué gusto verte de nuevo'],
      lively: ['¡Te extrañamos!'],
    },
    preheaders: ['Aquí tienes una buena razón para volver.', 'Dale una nueva mirada a {product}.'],
    intros: [
      'Ha pasado un tiempo desde la última vez y queríamos saludarte.',
      'Hace tiempo que no sabemos de ti y nos encantaría verte de vuelta.',
    ],
    ctas: ['Volver', 'Dar otra mirada', 'Regresar a {product}'],
    offerHeadings: ['Una razón para volver', 'Retoma donde lo dejaste'],
    offerBodies: [
      'Para darte la bienvenida de nuevo, disfruta de un {discount} de descuento en {target}.',
      'Para darte la bienvenida de nuevo, disfruta de un {discount} de descuento en {shop}.',
      'Retoma justo donde lo dejaste: {product} te espera cuando quieras.',
    ],
    eyebrows: ['Qué gusto verte'],
    leadFormHeadings: ['Sigamos en contacto', 'Qué gusto verte'],
    startAnswers: ['Usa el formulario de esta página y te ayudaremos a retomar donde lo dejaste.'],
  },
  onboarding: {
    subjects: {
      calm: ['Te damos la bienvenida a {product}', 'Empecemos juntos', 'Tus primeros pasos con {product}'],
      lively: ['¡Te damos la bienvenida a {product}!', '¡Ya estás dentro! Empecemos'],
    },
    headlines: {
      calm: ['Te damos la bienvenida a {product}', 'Empecemos'],
      lively: ['¡Qué bueno tenerte aquí!'],
    },
    preheaders: [
      'Todo lo que necesitas para empezar con {product}.',
      'Una guía rápida para tus primeros pasos.',
    ],
    intros: [
      'Nos alegra mucho tenerte aquí. Así puedes sacarle el máximo provecho a {product}.',
      'Esta breve guía te ayudará a empezar con {product}.',
    ],
    ctas: ['Empezar', 'Dar el primer paso', 'Comenzar ahora'],
    offerHeadings: ['Tus primeros pasos', 'Para empezar'],
    offerBodies: ['Empieza explorando {product} a tu ritmo. Si tienes dudas, responde a este correo.'],
    eyebrows: ['Bienvenida'],
    leadFormHeadings: ['Empieza aquí', 'Da el primer paso'],
    startAnswers: ['Empieza con el botón de esta página y explora {product} a tu ritmo.'],
  },
  awareness: {
    subjects: {
      calm: ['Descubre {product}', '¿Ya conoces {product}?', 'Una mirada de cerca a {product}'],
      lively: ['¡Tienes que ver {product}!', '¡Conoce {product}!'],
    },
    headlines: {
      calm: ['Descubre {product}', 'Conoce {product}'],
      lively: ['¡Conoce {product}!'],
    },
    preheaders: [
      'Qué es {product}, para quién es y por qué importa.',
      'Conoce más sobre {product} de la mano de {org}.',
    ],
    intros: [
      'Nos encantaría presentarte {product}.',
      'Aquí tienes una mirada de cerca a {product}, de {org}.',
    ],
    ctas: ['Conoce más', 'Descubre {product}', 'Ver cómo funciona'],
    offerHeadings: ['Conoce más', 'Da el siguiente paso'],
    offerBodies: ['Descubre todo sobre {product} en un minuto.'],
    eyebrows: ['Descubre', 'Te presentamos'],
    leadFormHeadings: ['Contáctanos', '¿Quieres saber más?'],
    startAnswers: ['Déjanos tus datos en el formulario de esta página y nosotros nos encargamos del resto.'],
  },
};
