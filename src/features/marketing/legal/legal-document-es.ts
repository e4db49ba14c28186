import type { LegalDocument } from './legal-document.ts';

export const legalDocumentEs: LegalDocument = {
  updated: '21 de noviembre de 2026',
  sections: [
    {
      id: 'legal-notice',
      title: 'Aviso legal',
      intro:
        'Pitchcraft es un servicio en línea para crear campañas de email y landing pages con IA. Quien opera esta instalación completa la identificación de abajo antes de cobrar pagos; hasta entonces, aquí figura lo que la ley le pide publicar.',
      parts: [
        {
          heading: 'Quién opera Pitchcraft',
          paragraphs: ['A completar por quien opera esta instalación:'],
          list: [
            'Nombre legal de la empresa o persona que opera el servicio',
            'Domicilio social',
            'Número de registro mercantil y registro en el que consta',
            'Número de identificación fiscal o de IVA',
            'Email de contacto para solicitudes legales y de privacidad',
          ],
        },
        {
          heading: 'Contacto',
          paragraphs: [
            'Preguntas sobre el servicio, tu cuenta o estos textos: usa el formulario de contacto de esta página y te responderemos por email.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Política de privacidad',
      intro:
        'Esta política explica qué datos recoge Pitchcraft, para qué, quién los trata por nosotros, cuánto tiempo los guardamos y qué puedes pedirnos.',
      parts: [
        {
          heading: 'Qué datos recogemos',
          paragraphs: [],
          list: [
            'Datos de la cuenta: tu email, tu nombre si nos lo das y tu contraseña, que solo se guarda como un hash seguro.',
            'Datos de los espacios de trabajo: nombres, sitios web, datos de contacto y de remitente, colores y logos de tus espacios y clientes, y las campañas, páginas, adjuntos y versiones que creas.',
            'Destinatarios: los emails que subes para enviar una campaña y lo que pasa con cada mensaje (enviado, entregado, abierto, clic, rebote, quejas, bajas).',
            'Leads: lo que escriben los visitantes de tus landing pages en sus formularios (nombre, apellido, email, teléfono), con la página y la fecha.',
            'Solicitudes de contacto y lista de espera: el nombre, email, teléfono e idioma que nos das en nuestros formularios.',
            'Pagos: el paquete o plan comprado y su estado. Los datos de la tarjeta van directamente a Stripe; nunca los vemos ni los guardamos.',
            'Demo en vivo: el prompt se usa para escribir la demo y no se guarda; solo se guarda durante una hora un contador por visitante para evitar abusos.',
            'Visitas a las landing pages: de cada visita y de cada formulario empezado, solo la hora y de dónde llegó el visitante (una etiqueta de campaña o el sitio que lo envió). Para que un visitante no pueda inflar las cifras, se guarda un contador bajo un código de un solo sentido derivado de su dirección de red (nunca la dirección), como mucho durante un día.',
          ],
        },
        {
          heading: 'Para qué los usamos',
          paragraphs: [
            'Para prestarte el servicio que pediste (el contrato contigo): tu cuenta, tus espacios de trabajo, la generación, los envíos, las páginas y los pagos. Para responder solicitudes de contacto e informar a la lista de espera sobre el producto (tu consentimiento, que puedes retirar cuando quieras). Para mantener el servicio seguro y evitar abusos (nuestro interés legítimo).',
            'En el caso de destinatarios y leads, el espacio de trabajo que los sube o los recoge decide para qué y cómo se usan, y es responsable de tener una base legal; Pitchcraft los trata por cuenta suya.',
          ],
        },
        {
          heading: 'Cookies y almacenamiento local',
          paragraphs: [
            'Pitchcraft no usa cookies de publicidad ni de analítica. Solo guarda lo que necesita para funcionar: una cookie con el idioma que elegiste, tu sesión en el almacenamiento del navegador, algunas preferencias de la interfaz (como la barra lateral plegada o abierta) y, para la demo en vivo, un número de visitante aleatorio y el prompt que decidiste conservar.',
          ],
        },
        {
          heading: 'Quién trata los datos por nosotros',
          paragraphs: [],
          list: [
            'Supabase: alojamiento, base de datos, inicio de sesión y almacenamiento de archivos.',
            'Stripe: pagos.',
            'Resend: entrega de emails y eventos de entrega.',
            'El proveedor de IA configurado para la generación (por ejemplo OpenAI): recibe el brief o el prompt para escribir el contenido, no tus destinatarios ni tus leads.',
          ],
        },
        {
          heading: 'Cuánto tiempo los guardamos',
          paragraphs: [
            'Datos de la cuenta y de los espacios de trabajo: mientras exista tu cuenta, y se borran en los 30 días siguientes a cerrarla, salvo lo que la ley nos obliga a conservar (como las facturas). Solicitudes de contacto y lista de espera: hasta que nos pidas salir, o dos años después de tu último contacto.',
          ],
        },
        {
          heading: 'Tus derechos',
          paragraphs: [
            'Puedes pedir ver, corregir, exportar o borrar tus datos, y oponerte a su uso o limitarlo, mediante el formulario de contacto de esta página. También puedes reclamar ante tu autoridad de protección de datos. Los destinatarios y leads deben dirigirse primero al espacio de trabajo que los contactó; cada email incluye un enlace para darse de baja.',
          ],
        },
      ],
    },
    {
      id: 'terms',
      title: 'Condiciones de uso',
      intro: 'Al crear una cuenta o usar Pitchcraft aceptas estas condiciones.',
      parts: [
        {
          heading: 'El servicio',
          paragraphs: [
            'Pitchcraft te permite crear campañas de email y landing pages con IA, editarlas, subir listas de destinatarios, enviar campañas, publicar páginas y recoger leads, en espacios de trabajo que compartes con tu equipo.',
          ],
        },
        {
          heading: 'Tu cuenta',
          paragraphs: [
            'Mantén tu contraseña en secreto y tus datos al día. Eres responsable de lo que se hace en tus espacios de trabajo. Quien es propietario de un espacio decide quién es miembro.',
          ],
        },
        {
          heading: 'Uso aceptable',
          paragraphs: [
            'Envía solo a personas que aceptaron recibir tus mensajes y cumple las leyes antispam y de privacidad que se aplican a ti y a tus destinatarios. No envíes ni publiques contenido ilegal, engañoso o dañino, ni intentes romper o sobrecargar el servicio. Podemos suspender envíos o páginas que incumplan estas reglas.',
          ],
        },
        {
          heading: 'Tu contenido y la IA',
          paragraphs: [
            'Lo que creas y subes sigue siendo tuyo; solo nos das los derechos necesarios para guardarlo, mostrarlo y enviarlo por ti. La IA puede equivocarse: lee lo que escribe antes de enviarlo o publicarlo.',
          ],
        },
        {
          heading: 'Pagos',
          paragraphs: [
            'Los paquetes de campaña se pagan una vez por campaña y permiten enviar al número de destinatarios comprado; no son una suscripción. Los planes de página web son suscripciones mensuales que mantienen una página publicada; puedes cancelar cuando quieras y la página sigue publicada hasta el final del mes pagado. Los precios se muestran antes de pagar y Stripe procesa los pagos.',
          ],
        },
        {
          heading: 'Disponibilidad y responsabilidad',
          paragraphs: [
            'Trabajamos para que Pitchcraft esté disponible y tus datos seguros, pero el servicio se ofrece tal cual. En la medida en que la ley lo permita, no respondemos de pérdidas indirectas y nuestra responsabilidad se limita a lo que nos pagaste en los últimos doce meses.',
          ],
        },
        {
          heading: 'Baja y cambios',
          paragraphs: [
            'Puedes cerrar tu cuenta cuando quieras. Podemos cambiar estas condiciones; te avisaremos por email o en la app antes de que entren en vigor los cambios importantes. Estas condiciones se rigen por la ley del país donde está establecido quien figura en el aviso legal.',
          ],
        },
      ],
    },
  ],
};
