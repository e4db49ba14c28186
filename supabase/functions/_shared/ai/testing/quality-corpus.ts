/**
 * The quality corpus of issue 21: briefs a paying marketer would really write, in English and in
 * Spanish (written for the Mexican market, not translated), with the facts the composer used to
 * mishandle: a price offer, a free trial, a discount code whose deadline is not an event, a
 * fixed-date event, and a goal with an internal deadline that must never become copy. The quality
 * bench (bench/generation-quality.ts) and the tests pinning its goals read it; ids are stable so a
 * figure or a failing example can be traced back to its brief.
 */

import {
  type Brief,
  briefSchema,
  type ExpressBrief,
  expressBriefSchema,
  type Locale,
  type Mood,
  type Palette,
  type Sender,
} from '../../content/brief.ts';

/** What the words must carry and must never carry, checked case-insensitively by the bench. */
export interface BriefFacts {
  /** The offer, code, price, date… a reader must be told. */
  mustMention: readonly string[];
  /** Internal targets and deadlines of the brief that are not for the reader. */
  mustNotMention: readonly string[];
  /**
   * Names that are common nouns of the language (Spanish "Caja Brunch", "Valuación Gratuita"):
   * mid-sentence they take an article ("pide tu Caja Brunch", "ahorra en la Caja Brunch").
   * Brand names ("Centavo Premium") are not listed: they go without one.
   */
  articled?: readonly string[];
}

type BriefCopy = Omit<Brief, 'locale' | 'mood' | 'palette' | 'sender'>;

export interface QualityBusiness {
  id: string;
  kind: string;
  /** Why this palette is in the corpus: most are ordinary; some are hard on purpose. */
  paletteKind: 'ordinary' | 'dark' | 'poor-contrast';
  palette: Palette;
  sender: Sender;
  mood: Mood;
  briefs: Record<Locale, BriefCopy>;
  express: Record<Locale, string>;
  facts: Record<Locale, BriefFacts>;
}

export const QUALITY_BUSINESSES: readonly QualityBusiness[] = [
  {
    id: 'bakery',
    kind: 'bakery',
    paletteKind: 'ordinary',
    palette: { primary: '#fff8ee', secondary: '#5a3217', tertiary: '#e8862a', quaternary: '#f0dcc2' },
    sender: {
      organizationName: 'Casa Masa Bakery',
      postalAddress: 'Calle Colima 143, Roma Norte, 06700 Ciudad de México, CDMX',
      website: 'https://casamasa.example',
      logoUrl: null,
    },
    mood: 'soft',
    briefs: {
      en: {
        name: "Mother's Day Brunch Box",
        productName: 'Brunch Box',
        description:
          'A Brunch Box for two delivered on Sunday morning: a sourdough loaf, four butter croissants, two conchas, homemade strawberry jam and a bag of single-origin coffee from Chiapas. Everything is baked the same morning in our Roma Norte kitchen and delivered between 8 and 11 a.m. anywhere in the city.',
        goals: "Sell 300 Brunch Boxes for Mother's Day weekend and grow the online order list.",
        objectives:
          "15% off with code MOM10 until Mother's Day; show what is inside the box; make ordering online feel quick.",
        targetAudience:
          'Adults 25 to 45 in Mexico City who want to treat their mom without cooking, mostly ordering from their phone.',
        branding: 'Warm and homemade, never fancy. Talk like the baker at the counter.',
        legal: 'Offer valid on online orders only. Cannot be combined with other promotions.',
        industry: 'Bakery',
      },
      es: {
        name: 'Caja Brunch Día de las Madres',
        productName: 'Caja Brunch',
        description:
          'Una Caja Brunch para dos que llega el domingo temprano: una hogaza de masa madre, cuatro croissants de mantequilla, dos conchas, mermelada de fresa hecha en casa y una bolsa de café de Chiapas. Todo se hornea esa misma mañana en nuestro horno de la Roma y lo entregamos de 8 a 11 en cualquier punto de la ciudad.',
        goals:
          'Vender 300 Cajas Brunch el fin de semana del 10 de mayo y crecer la base de pedidos en línea.',
        objectives:
          '15% de descuento con el código MOM10 hasta el Día de las Madres; enseñar qué trae la caja; que pedir en línea se sienta fácil.',
        targetAudience:
          'Hijas e hijos de 25 a 45 años en la CDMX que quieren apapachar a su mamá sin cocinar; casi todos piden desde el celular.',
        branding: 'Cálida y casera, nada pretenciosa. Hablamos como el panadero en el mostrador.',
        legal: 'Promoción válida solo en pedidos en línea. No acumulable con otras promociones.',
        industry: 'Panadería',
      },
    },
    express: {
      en: "Mother's Day email for Casa Masa Bakery: Brunch Box for two with sourdough, croissants and conchas, 15% off with code MOM10 until Mother's Day.",
      es: 'Correo del Día de las Madres para Panadería Casa Masa: Caja Brunch para dos con pan de masa madre, croissants y conchas, 15% de descuento con el código MOM10 hasta el 10 de mayo.',
    },
    facts: {
      en: { mustMention: ['MOM10', '15%'], mustNotMention: ['300 Brunch Boxes'] },
      es: { mustMention: ['MOM10', '15%'], mustNotMention: ['300 Cajas'], articled: ['Caja Brunch'] },
    },
  },
  {
    id: 'saas',
    kind: 'B2B SaaS',
    paletteKind: 'ordinary',
    palette: { primary: '#f5f8ff', secondary: '#1e3a8a', tertiary: '#10b981', quaternary: '#c7d2fe' },
    sender: {
      organizationName: 'Ledgerly',
      postalAddress: '801 Barton Springs Rd, Suite 300, Austin, TX 78704, United States',
      website: 'https://ledgerly.example',
      logoUrl: null,
    },
    mood: 'corporate',
    briefs: {
      en: {
        name: 'Accounts payable automation demo',
        productName: 'Ledgerly AP Automation',
        description:
          'Ledgerly reads supplier invoices from your inbox, matches them against purchase orders and routes them for approval in Slack or Teams. Finance teams close the month four days faster and stop paying the same invoice twice. It connects to NetSuite, QuickBooks and SAP Business One in an afternoon.',
        goals: 'Book 40 demos by Thursday so sales hits the quarter target.',
        objectives:
          'Get controllers to book a 30-minute demo; show the approval flow; mention the NetSuite integration.',
        targetAudience:
          'Controllers and finance managers at companies with 50 to 500 employees processing over 1,000 invoices a month.',
        branding: 'Clear, confident, no hype. Numbers over adjectives.',
        legal:
          'Ledgerly Inc. is SOC 2 Type II certified. You can unsubscribe from product emails at any time.',
        industry: 'B2B software',
      },
      es: {
        name: 'Demo de automatización de cuentas por pagar',
        productName: 'Ledgerly Cuentas por Pagar',
        description:
          'Ledgerly lee las facturas de tus proveedores directo del correo, las cruza con las órdenes de compra y las manda a aprobación por Slack o Teams. Los equipos de finanzas cierran el mes cuatro días antes y dejan de pagar dos veces la misma factura. Se conecta con NetSuite, CONTPAQi y SAP Business One en una tarde.',
        goals: 'Agendar 40 demos antes del jueves para llegar a la meta del trimestre.',
        objectives:
          'Que los contralores agenden una demo de 30 minutos; mostrar el flujo de aprobación; mencionar la integración con CONTPAQi.',
        targetAudience:
          'Contralores y gerentes de finanzas de empresas de 50 a 500 empleados que procesan más de mil facturas al mes.',
        branding: 'Clara y segura, sin exagerar. Más cifras que adjetivos.',
        legal:
          'Ledgerly cuenta con certificación SOC 2 Tipo II. Puedes darte de baja de estos correos cuando quieras.',
        industry: 'Software empresarial',
      },
    },
    express: {
      en: 'Email for finance managers inviting them to a 30-minute Ledgerly demo: invoices matched to purchase orders and approved in Slack, month-end close four days faster. Goal: book 40 demos by Thursday.',
      es: 'Correo para gerentes de finanzas invitándolos a una demo de 30 minutos de Ledgerly: facturas cruzadas con órdenes de compra y aprobadas en Slack, cierre de mes cuatro días antes. Meta: agendar 40 demos antes del jueves.',
    },
    facts: {
      en: { mustMention: ['demo'], mustNotMention: ['Thursday', '40 demos', 'quarter target'] },
      es: { mustMention: ['demo'], mustNotMention: ['jueves', '40 demos', 'meta del trimestre'] },
    },
  },
  {
    id: 'yoga',
    kind: 'yoga studio',
    paletteKind: 'poor-contrast',
    palette: { primary: '#f7f5ef', secondary: '#a8c3a0', tertiary: '#f2d0a4', quaternary: '#e6e2d6' },
    sender: {
      organizationName: 'Prana Yoga Studio',
      postalAddress: '2114 E Cesar E Chavez Ave, Los Angeles, CA 90033, United States',
      website: 'https://pranayoga.example',
      logoUrl: null,
    },
    mood: 'soft',
    briefs: {
      en: {
        name: 'New student intro month',
        productName: 'Intro Month',
        description:
          'Unlimited classes for your first month at Prana: vinyasa, yin, prenatal and our Sunday sound bath. Mats and towels are included, so you only need to show up. Classes run from 6 a.m. to 9 p.m. with small groups of twelve.',
        goals: 'Turn newsletter readers into first-time students before summer.',
        objectives:
          '$49 intro month for new students; list the class styles; reassure beginners that no experience is needed.',
        targetAudience: 'Beginners and returning practitioners in Boyle Heights and East LA, 22 to 50.',
        branding: 'Calm, welcoming, a little playful. No spiritual jargon.',
        legal:
          'Intro month for first-time students only, 30 consecutive days from the first class. Non-refundable.',
        industry: 'Fitness and wellness',
      },
      es: {
        name: 'Mes de introducción para nuevos alumnos',
        productName: 'Mes de Introducción',
        description:
          'Clases ilimitadas durante tu primer mes en Prana: vinyasa, yin, yoga prenatal y el baño de sonido de los domingos. Te prestamos tapete y toalla, así que solo tienes que llegar. Hay clases de 6 de la mañana a 9 de la noche, en grupos chiquitos de doce personas.',
        goals: 'Convertir a los suscriptores del boletín en alumnos antes del verano.',
        objectives:
          'Mes de introducción a $49 dólares para alumnos nuevos; contar qué estilos damos; quitarle el miedo a quien nunca ha practicado.',
        targetAudience:
          'Principiantes y gente que quiere retomar el yoga en Boyle Heights y el Este de Los Ángeles, de 22 a 50 años.',
        branding: 'Tranquila, cercana y con un toque juguetón. Nada de palabras esotéricas.',
        legal: 'Solo para alumnos nuevos; 30 días naturales a partir de la primera clase. No reembolsable.',
        industry: 'Bienestar',
      },
    },
    express: {
      en: 'Email for Prana Yoga Studio: $49 intro month with unlimited vinyasa, yin and prenatal classes, mats included, beginners welcome.',
      es: 'Correo para Prana Yoga Studio: tu primer mes ilimitado por $49 dólares, con clases de vinyasa, yin y prenatal, tapete incluido; ideal si nunca has practicado.',
    },
    facts: {
      en: { mustMention: ['$49'], mustNotMention: [] },
      es: { mustMention: ['$49'], mustNotMention: [], articled: ['Mes de Introducción'] },
    },
  },
  {
    id: 'law',
    kind: 'law firm',
    paletteKind: 'dark',
    palette: { primary: '#0f1b2d', secondary: '#f4efe6', tertiary: '#c8a24a', quaternary: '#2a3a52' },
    sender: {
      organizationName: 'Ortega & Vidal Abogados',
      postalAddress:
        'Av. Ricardo Margáin 575, Torre B, piso 9, Santa Engracia, 66267 San Pedro Garza García, N.L.',
      website: 'https://ortegavidal.example',
      logoUrl: null,
    },
    mood: 'elegant',
    briefs: {
      en: {
        name: 'Wills and estate planning seminar',
        productName: 'Estate Planning Seminar',
        description:
          'A free two-hour seminar on wills and estate planning on Saturday, June 14 at 10:00 a.m. at our San Pedro office. Our partners explain what happens when there is no will, how to protect a family business and which documents to gather first. Seats are limited to 40 and coffee is on us.',
        goals: 'Fill the 40 seats and get 10 consultations booked after the seminar.',
        objectives:
          'Register attendees for June 14; explain the three topics; make it clear the seminar is free.',
        targetAudience:
          'Business owners and parents over 45 in the Monterrey metro area who have not written a will.',
        branding: 'Serious and trustworthy, plain language, no legalese.',
        legal:
          'This message is for information only and does not create an attorney-client relationship. Attorney advertising.',
        industry: 'Legal services',
      },
      es: {
        name: 'Seminario de testamentos y sucesiones',
        productName: 'Seminario de Testamentos',
        description:
          'Un seminario gratuito de dos horas sobre testamentos y sucesiones el sábado 14 de junio a las 10:00 en nuestras oficinas de San Pedro. Nuestros socios explican qué pasa cuando no hay testamento, cómo proteger un negocio familiar y qué papeles conviene juntar primero. Cupo limitado a 40 personas; el café corre por nuestra cuenta.',
        goals: 'Llenar los 40 lugares y cerrar 10 consultas después del seminario.',
        objectives:
          'Registrar asistentes para el 14 de junio; explicar los tres temas; dejar claro que es gratis.',
        targetAudience:
          'Dueños de negocio y papás y mamás de más de 45 años en el área metropolitana de Monterrey que aún no hacen su testamento.',
        branding: 'Seria y confiable, en lenguaje claro, sin tecnicismos.',
        legal:
          'Este mensaje es solo informativo y no constituye asesoría legal ni crea una relación abogado-cliente.',
        industry: 'Servicios legales',
      },
    },
    express: {
      en: 'Invite business owners to our free wills and estate planning seminar on Saturday, June 14 at 10:00 a.m. at the San Pedro office. 40 seats only.',
      es: 'Invitación al seminario gratuito de testamentos y sucesiones de Ortega & Vidal el sábado 14 de junio a las 10:00 en San Pedro. Solo 40 lugares.',
    },
    facts: {
      en: { mustMention: ['June 14'], mustNotMention: ['10 consultations'] },
      es: {
        mustMention: ['14 de junio'],
        mustNotMention: ['10 consultas'],
        articled: ['Seminario de Testamentos'],
      },
    },
  },
  {
    id: 'realestate',
    kind: 'real-estate agency',
    paletteKind: 'ordinary',
    palette: { primary: '#f3f8f6', secondary: '#0f4c45', tertiary: '#e0a458', quaternary: '#cfe3dc' },
    sender: {
      organizationName: 'Altavista Inmobiliaria',
      postalAddress: 'Av. Providencia 2578, Providencia, 44630 Guadalajara, Jal.',
      website: 'https://altavista.example',
      logoUrl: null,
    },
    mood: 'professional',
    briefs: {
      en: {
        name: 'Free home valuation',
        productName: 'Free Home Valuation',
        description:
          'Find out what your home is worth in today’s Guadalajara market. One of our agents visits, compares it with recent sales on your street and sends you a written valuation within 48 hours. There is no cost and no obligation to list with us.',
        goals: 'Get 25 new listings this quarter in Providencia, Chapalita and Zapopan.',
        objectives:
          'Request a free valuation; explain the 48-hour turnaround; show recent sales in the area.',
        targetAudience: 'Homeowners 35 to 65 thinking about selling or renting in the next year.',
        branding: 'Local experts, direct and warm. Photos of real homes, not stock.',
        legal:
          'The valuation is an estimate and not a formal appraisal. Altavista Inmobiliaria, AMPI member.',
        industry: 'Real estate',
      },
      es: {
        name: 'Valuación gratuita de tu casa',
        productName: 'Valuación Gratuita',
        description:
          'Descubre cuánto vale tu casa hoy en Guadalajara. Uno de nuestros asesores la visita, la compara con las ventas recientes de tu colonia y te manda un avalúo por escrito en 48 horas. No te cuesta nada y no te compromete a vender con nosotros.',
        goals:
          'Conseguir 25 propiedades nuevas en exclusiva este trimestre en Providencia, Chapalita y Zapopan.',
        objectives:
          'Que pidan su valuación gratuita; explicar que está lista en 48 horas; mostrar ventas recientes de la zona.',
        targetAudience: 'Propietarios de 35 a 65 años que piensan vender o rentar su casa en el próximo año.',
        branding:
          'Expertos de la zona, directos y cálidos. Fotos de casas reales, nada de imágenes de banco.',
        legal:
          'La valuación es una estimación y no sustituye un avalúo formal. Altavista Inmobiliaria, miembro de la AMPI.',
        industry: 'Bienes raíces',
      },
    },
    express: {
      en: 'Email offering homeowners in Guadalajara a free home valuation, written and delivered within 48 hours, no obligation to list.',
      es: 'Correo para ofrecer a propietarios de Guadalajara una valuación gratuita de su casa, por escrito en 48 horas y sin compromiso.',
    },
    facts: {
      en: { mustMention: ['48 hours'], mustNotMention: ['25 new listings'] },
      es: { mustMention: ['48 horas'], mustNotMention: ['25 propiedades'], articled: ['Valuación Gratuita'] },
    },
  },
  {
    id: 'app',
    kind: 'mobile app',
    paletteKind: 'poor-contrast',
    palette: { primary: '#ffffff', secondary: '#7dd3fc', tertiary: '#fde047', quaternary: '#e0f2fe' },
    sender: {
      organizationName: 'Centavo',
      postalAddress: 'Av. Paseo de la Reforma 296, piso 12, Juárez, 06600 Ciudad de México, CDMX',
      website: 'https://centavo.example',
      logoUrl: null,
    },
    mood: 'playful',
    briefs: {
      en: {
        name: 'Premium trial launch',
        productName: 'Centavo Premium',
        description:
          'Centavo Premium sorts every card and bank purchase into budgets automatically, warns you before a subscription renews and shows how much you can still spend this week. It works with 20 Mexican banks and your data is encrypted end to end.',
        goals: 'Convert free users to Premium and reduce churn after the first month.',
        objectives:
          '30 days of Premium free; show the three features; link to the App Store and Google Play.',
        targetAudience: 'Free users aged 22 to 35 who opened the app at least twice last month.',
        branding: 'Friendly, upbeat, a bit cheeky about money habits.',
        legal: 'After the free trial, Premium costs $79 MXN a month. Cancel anytime from the app settings.',
        industry: 'Personal finance app',
      },
      es: {
        name: 'Lanzamiento de la prueba Premium',
        productName: 'Centavo Premium',
        description:
          'Centavo Premium acomoda solito cada compra con tarjeta y cada movimiento del banco en tus presupuestos, te avisa antes de que se renueve una suscripción y te dice cuánto te queda para gastar esta semana. Funciona con 20 bancos mexicanos y tus datos viajan cifrados de punta a punta.',
        goals: 'Pasar usuarios gratuitos a Premium y bajar las cancelaciones después del primer mes.',
        objectives:
          '30 días de Premium gratis; mostrar las tres funciones; enlazar a App Store y Google Play.',
        targetAudience:
          'Usuarios gratuitos de 22 a 35 años que abrieron la app al menos dos veces el mes pasado.',
        branding: 'Cercana, entusiasta, con un poco de picardía sobre los hábitos de gasto.',
        legal:
          'Al terminar la prueba, Premium cuesta $79 MXN al mes. Cancela cuando quieras desde la configuración de la app.',
        industry: 'App de finanzas personales',
      },
    },
    express: {
      en: 'Push our Centavo app users to try Premium: 30 days of Premium free, automatic budgets and subscription alerts, download on the App Store or Google Play.',
      es: 'Invita a los usuarios de la app Centavo a probar Premium: 30 días gratis, presupuestos automáticos y alertas de suscripciones; descárgala en App Store o Google Play.',
    },
    facts: {
      en: { mustMention: ['30 days'], mustNotMention: ['churn'] },
      es: { mustMention: ['30 días'], mustNotMention: ['cancelaciones'] },
    },
  },
  {
    id: 'restaurant',
    kind: 'restaurant',
    paletteKind: 'dark',
    palette: { primary: '#1c1917', secondary: '#fb923c', tertiary: '#facc15', quaternary: '#44403c' },
    sender: {
      organizationName: 'Fogón de Leña',
      postalAddress: 'Calle Macedonio Alcalá 404, Centro, 68000 Oaxaca de Juárez, Oax.',
      website: 'https://fogondelena.example',
      logoUrl: null,
    },
    mood: 'luxury',
    briefs: {
      en: {
        name: 'Seven-course tasting menu',
        productName: 'Tasting Menu',
        description:
          'Our seven-course tasting menu follows the Oaxacan harvest: tetela with black mole, wood-fired octopus, chileajo with heirloom corn tortillas and a chocolate-and-mezcal finale. Each course is paired with a mezcal or a natural wine from the valley. Dinner runs Thursday to Sunday with two seatings, at 7:00 and 9:30 p.m.',
        goals: 'Fill weeknight seatings during the low season.',
        objectives: '$1,250 MXN per person, pairing included; book a table online; show three dishes.',
        targetAudience: 'Food travellers and locals celebrating something, couples and groups of four.',
        branding: 'Smoky, warm, a little theatrical. Dark photos lit by the fire.',
        legal:
          'Prices include VAT. Please tell us about allergies when booking. Alcohol served to adults 18+ only.',
        industry: 'Restaurant',
      },
      es: {
        name: 'Menú degustación de siete tiempos',
        productName: 'Menú Degustación',
        description:
          'Nuestro menú degustación de siete tiempos sigue la cosecha oaxaqueña: tetela de mole negro, pulpo a la leña, chileajo con tortillas de maíz criollo y un cierre de chocolate con mezcal. Cada tiempo va maridado con un mezcal o un vino natural del valle. Servimos de jueves a domingo en dos turnos, a las 19:00 y a las 21:30.',
        goals: 'Llenar los turnos entre semana en temporada baja.',
        objectives:
          '$1,250 MXN por persona con maridaje incluido; reservar mesa en línea; mostrar tres platillos.',
        targetAudience:
          'Viajeros que vienen a comer y gente de aquí que celebra algo; parejas y grupos de cuatro.',
        branding: 'Ahumada, cálida, un poco teatral. Fotos oscuras iluminadas por el fuego.',
        legal:
          'Precios con IVA incluido. Avísanos de cualquier alergia al reservar. Venta de alcohol solo a mayores de 18 años.',
        industry: 'Restaurante',
      },
    },
    express: {
      en: 'Email for Fogón de Leña in Oaxaca: seven-course tasting menu with mezcal pairing, $1,250 MXN per person, Thursday to Sunday, book a table online.',
      es: 'Correo para Fogón de Leña en Oaxaca: menú degustación de siete tiempos con maridaje de mezcal, $1,250 MXN por persona, de jueves a domingo; reserva tu mesa en línea.',
    },
    facts: {
      en: { mustMention: ['1,250'], mustNotMention: ['low season'] },
      es: { mustMention: ['1,250'], mustNotMention: ['temporada baja'], articled: ['Menú Degustación'] },
    },
  },
  {
    id: 'travel',
    kind: 'travel agency',
    paletteKind: 'ordinary',
    palette: { primary: '#f0f9ff', secondary: '#075985', tertiary: '#f97316', quaternary: '#bae6fd' },
    sender: {
      organizationName: 'Rumbo Sur Viajes',
      postalAddress: 'Av. Chapultepec Sur 284, Americana, 44160 Guadalajara, Jal.',
      website: 'https://rumbosur.example',
      logoUrl: null,
    },
    mood: 'fun',
    briefs: {
      en: {
        name: 'Chiapas small-group trip',
        productName: 'Chiapas in 8 Days',
        description:
          'Eight days through Chiapas with a group of twelve: San Cristóbal de las Casas, the Sumidero Canyon by boat, the Agua Azul waterfalls and the ruins of Palenque at sunrise. Boutique hotels, a local guide and every transfer are included. The trip departs from Tuxtla Gutiérrez on October 3.',
        goals: 'Sell the remaining 18 seats before the early-bird price ends.',
        objectives:
          'Early-bird price of $1,890 USD per person until March 31; show the day-by-day itinerary; reserve a seat with a $300 USD deposit.',
        targetAudience: 'Curious travellers 30 to 60 who prefer small groups to tour buses.',
        branding: 'Adventurous, sunny, full of place names. Real photos from our trips.',
        legal:
          'Prices per person in a shared double room. Flights to Tuxtla not included. Deposit refundable until June 30.',
        industry: 'Travel',
      },
      es: {
        name: 'Viaje en grupo pequeño a Chiapas',
        productName: 'Chiapas en 8 Días',
        description:
          'Ocho días por Chiapas en un grupo de doce: San Cristóbal de las Casas, el Cañón del Sumidero en lancha, las cascadas de Agua Azul y Palenque al amanecer. Incluye hoteles boutique, guía local y todos los traslados. Salimos de Tuxtla Gutiérrez el 3 de octubre.',
        goals: 'Vender los 18 lugares que quedan antes de que termine la preventa.',
        objectives:
          'Precio de preventa de $32,900 MXN por persona hasta el 31 de marzo; mostrar el itinerario día por día; apartar lugar con $5,000 MXN.',
        targetAudience:
          'Viajeros curiosos de 30 a 60 años que prefieren grupos pequeños a los camiones de tour.',
        branding: 'Aventurera, soleada, llena de nombres de lugares. Fotos reales de nuestros viajes.',
        legal:
          'Precio por persona en habitación doble compartida. No incluye vuelos a Tuxtla. Anticipo reembolsable hasta el 30 de junio.',
        industry: 'Agencia de viajes',
      },
    },
    express: {
      en: 'Email for Rumbo Sur Viajes: 8-day small-group trip to Chiapas departing October 3, early-bird $1,890 USD per person until March 31, reserve with a $300 deposit.',
      es: 'Correo para Rumbo Sur Viajes: viaje de 8 días a Chiapas en grupo pequeño, salida el 3 de octubre, preventa de $32,900 MXN por persona hasta el 31 de marzo; aparta con $5,000.',
    },
    facts: {
      en: { mustMention: ['October 3', 'March 31'], mustNotMention: ['18 seats'] },
      es: { mustMention: ['3 de octubre', '31 de marzo'], mustNotMention: ['18 lugares'] },
    },
  },
];

export interface QualityBriefCase {
  /** `<business>.<locale>`, stable. */
  id: string;
  business: QualityBusiness;
  locale: Locale;
  brief: Brief;
  facts: BriefFacts;
}

export interface QualityExpressCase {
  /** `<business>.<locale>.express`, or `live-demo.<locale>`. */
  id: string;
  locale: Locale;
  brief: ExpressBrief;
  facts: BriefFacts;
}

function briefCase(business: QualityBusiness, locale: Locale): QualityBriefCase {
  return {
    id: `${business.id}.${locale}`,
    business,
    locale,
    facts: business.facts[locale],
    brief: briefSchema.parse({
      ...business.briefs[locale],
      locale,
      mood: business.mood,
      palette: business.palette,
      sender: business.sender,
    }),
  };
}

/** Every wizard brief of the corpus: 8 businesses × en, es, in the business's own mood. */
export const QUALITY_BRIEFS: readonly QualityBriefCase[] = QUALITY_BUSINESSES.flatMap((business) =>
  (['en', 'es'] as const).map((locale) => briefCase(business, locale)),
);

/** The same brief in another mood: the bench writes each brief in all 13. */
export const inMood = (brief: Brief, mood: Mood): Brief => ({ ...brief, mood });

/**
 * The live demo's prompts, as a prospect types them (the issue's, and its Spanish counterpart);
 * live-demo's `demoBrief` turns them into the ExpressBrief it writes from.
 */
export const LIVE_DEMO_PROMPTS: readonly { id: string; locale: Locale; prompt: string; facts: BriefFacts }[] =
  [
    {
      id: 'live-demo.en',
      locale: 'en',
      prompt:
        'Sweet Crumb bakery: sourdough and pastries, 15% off first order with code CRUMB15 until Sunday',
      facts: { mustMention: ['Sweet Crumb', 'CRUMB15', 'sourdough'], mustNotMention: [] },
    },
    {
      id: 'live-demo.es',
      locale: 'es',
      prompt:
        'Panadería Sweet Crumb: pan de masa madre y pan dulce, 15% de descuento en tu primer pedido con el código CRUMB15 hasta el domingo',
      facts: { mustMention: ['Sweet Crumb', 'CRUMB15', 'masa madre'], mustNotMention: [] },
    },
  ];

/** Every express prompt of the corpus, one per business and language, in the business's palette. */
export const QUALITY_EXPRESS: readonly QualityExpressCase[] = QUALITY_BUSINESSES.flatMap((business) =>
  (['en', 'es'] as const).map((locale) => ({
    id: `${business.id}.${locale}.express`,
    locale,
    facts: business.facts[locale],
    brief: expressBriefSchema.parse({
      locale,
      name: business.briefs[locale].name,
      prompt: business.express[locale],
      palette: business.palette,
      sender: business.sender,
    }),
  })),
);

/** The fixed part of the corpus the tests pin the zero goals on: four businesses, both languages. */
export const PINNED_BRIEF_IDS = [
  'bakery.en',
  'bakery.es',
  'saas.en',
  'saas.es',
  'law.en',
  'law.es',
  'app.en',
  'app.es',
] as const;

export const qualityBrief = (id: string): QualityBriefCase => {
  const found = QUALITY_BRIEFS.find((c) => c.id === id);
  if (!found) throw new Error(`no brief ${id} in the quality corpus`);
  return found;
};
