/**
 * Briefs the composer's copy tests read: the businesses issue 21 was measured on, told as a
 * marketer types them, in both languages, plus express prompts and the live demo's prompt.
 */

import {
  type Brief,
  briefSchema,
  type ExpressBrief,
  expressBriefSchema,
  type Locale,
  type Mood,
} from '../../content/brief.ts';

const PALETTE = { primary: '#fff8f0', secondary: '#3a2414', tertiary: '#e07a1f', quaternary: '#f0dcc8' };

function sender(organizationName: string) {
  return {
    organizationName,
    postalAddress: 'Av. Álvaro Obregón 120, Roma Norte, CDMX',
    website: '',
    logoUrl: null,
  };
}

type Copy = Omit<Brief, 'locale' | 'mood' | 'palette' | 'sender' | 'branding'> & { org: string };

export const COPY_BRIEFS: Record<string, Record<Locale, Copy>> = {
  bakery: {
    en: {
      org: 'Migas Bakery',
      name: "Mother's Day brunch box",
      productName: 'Brunch Box',
      description:
        'A brunch box for two with sourdough, two croissants, seasonal jam and a bottle of cold brew, ready to pick up on Saturday morning. Everything is baked the same morning in our Roma Norte bakery. Order online and choose your pick-up time.',
      goals: 'Sell 120 boxes before Thursday.',
      objectives: 'Push pre-orders; grow the mailing list',
      targetAudience: 'Neighbours in Roma and Condesa who buy gifts for their mothers',
      legal: 'Pick-up only. While stocks last.',
      industry: 'Bakery',
    },
    es: {
      org: 'Panadería Migas',
      name: 'Caja Brunch Día de las Madres',
      productName: 'Caja Brunch',
      description:
        'Una caja de brunch para dos con pan de masa madre, dos cuernitos, mermelada de temporada y una botella de cold brew, lista para recoger el sábado por la mañana. Todo se hornea esa misma mañana en nuestra panadería de la Roma Norte. Ahorra 10% con el código MAMA10 hasta el 8 de mayo.',
      goals: 'Vender 120 cajas hasta jueves.',
      objectives: 'Impulsar preventas; crecer la lista de correo',
      targetAudience: 'Vecinos de la Roma y la Condesa que buscan un regalo para su mamá',
      legal: 'Solo para recoger en tienda. Hasta agotar existencias.',
      industry: 'Panadería',
    },
  },
  saas: {
    en: {
      org: 'Ledgerly',
      name: 'Q2 demo push',
      productName: 'Ledgerly',
      description:
        'Ledgerly reconciles your bank feeds, invoices and expenses automatically so finance teams close the month in two days instead of ten. It connects to QuickBooks, Xero and NetSuite in minutes and flags anomalies before they reach the auditor.',
      goals: 'Book 40 demos with finance leaders this quarter.',
      objectives: 'Show the two-day close; Offer a 30-minute demo',
      targetAudience: 'CFOs and finance managers at companies with 50 to 500 employees',
      legal: '',
      industry: 'B2B SaaS',
    },
    es: {
      org: 'Ledgerly',
      name: 'Demos del segundo trimestre',
      productName: 'Ledgerly',
      description:
        'Ledgerly concilia automáticamente tus cuentas bancarias, facturas y gastos para que los equipos de finanzas cierren el mes en dos días en lugar de diez. Se conecta con QuickBooks, Xero y NetSuite en minutos y detecta anomalías antes de que lleguen al auditor.',
      goals: 'Agendar 40 demos con directores de finanzas este trimestre.',
      objectives: 'Mostrar el cierre en dos días; Ofrecer una demo de 30 minutos',
      targetAudience: 'Directores y gerentes de finanzas de empresas de 50 a 500 empleados',
      legal: '',
      industry: 'SaaS B2B',
    },
  },
  yoga: {
    en: {
      org: 'Prana Yoga Studio',
      name: 'New student intro',
      productName: 'Intro Month',
      description:
        'Your first month of unlimited classes for $49: vinyasa, yin and restorative yoga, seven days a week. Mats and towels are included, and every class has a teacher who adjusts the practice to your level.',
      goals: 'Sign up 60 new students in March.',
      objectives: 'Lead with the $49 intro month',
      targetAudience: 'Beginners and people coming back to yoga after a long break',
      legal: 'New students only. Valid for 30 days from the first class.',
      industry: 'Fitness',
    },
    es: {
      org: 'Prana Yoga Studio',
      name: 'Mes de introducción',
      productName: 'Mes de Introducción',
      description:
        'Tu primer mes de clases ilimitadas por $49: vinyasa, yin y yoga restaurativo, los siete días de la semana. Incluye tapete y toalla, y en cada clase una maestra ajusta la práctica a tu nivel.',
      goals: 'Inscribir a 60 alumnos nuevos en marzo.',
      objectives: 'Destacar el mes de introducción de $49',
      targetAudience: 'Principiantes y personas que regresan al yoga después de un tiempo',
      legal: 'Solo alumnos nuevos. Válido por 30 días desde la primera clase.',
      industry: 'Bienestar',
    },
  },
  law: {
    en: {
      org: 'Ríos & Vega Abogados',
      name: 'Labor reform seminar',
      productName: 'Labor Reform Seminar',
      description:
        'A free two-hour seminar on the 2026 labor reform for business owners: what changes in contracts, overtime and outsourcing, and how to prepare before the audits start. It takes place on Thursday, April 23 at 6 pm at our office in Polanco.',
      goals: 'Fill 80 seats and book follow-up consultations.',
      objectives: 'Register attendees; Offer a consultation after the seminar',
      targetAudience: 'Owners and HR managers of small and medium businesses',
      legal: 'Seats are limited. This seminar is not legal advice.',
      industry: 'Legal services',
    },
    es: {
      org: 'Ríos & Vega Abogados',
      name: 'Seminario reforma laboral',
      productName: 'Seminario de Reforma Laboral',
      description:
        'Un seminario gratuito de dos horas sobre la reforma laboral 2026 para dueños de negocio: qué cambia en contratos, horas extra y subcontratación, y cómo prepararte antes de que empiecen las auditorías. Será el jueves 23 de abril a las 18:00 en nuestra oficina de Polanco.',
      goals: 'Llenar 80 lugares y agendar consultas de seguimiento.',
      objectives: 'Registrar asistentes; Ofrecer una consulta después del seminario',
      targetAudience: 'Dueños y responsables de recursos humanos de pymes',
      legal: 'Cupo limitado. Este seminario no constituye asesoría legal.',
      industry: 'Servicios legales',
    },
  },
  realEstate: {
    en: {
      org: 'Casa Norte Realty',
      name: 'Spring listings',
      productName: 'Free Home Valuation',
      description:
        'Find out what your home is worth in today’s market with a free valuation from a local agent. We compare recent sales in your street, visit the property and send you a written report within 48 hours.',
      goals: 'Get 50 valuation requests from homeowners thinking of selling.',
      objectives: 'Collect valuation requests',
      targetAudience: 'Homeowners in Coyoacán and Del Valle thinking of selling this year',
      legal: 'No obligation. The valuation is an estimate, not an appraisal.',
      industry: 'Real estate',
    },
    es: {
      org: 'Casa Norte Inmobiliaria',
      name: 'Listados de primavera',
      productName: 'Valuación Gratuita',
      description:
        'Descubre cuánto vale tu casa en el mercado actual con una valuación gratuita de un asesor local. Comparamos ventas recientes en tu calle, visitamos la propiedad y te enviamos un reporte por escrito en 48 horas.',
      goals: 'Conseguir 50 solicitudes de valuación de propietarios que piensan vender.',
      objectives: 'Recibir solicitudes de valuación',
      targetAudience: 'Propietarios en Coyoacán y Del Valle que piensan vender este año',
      legal: 'Sin compromiso. La valuación es una estimación, no un avalúo.',
      industry: 'Bienes raíces',
    },
  },
  app: {
    en: {
      org: 'Pocket Coach',
      name: 'Premium trial',
      productName: 'Pocket Coach Premium',
      description:
        'Pocket Coach builds a training plan around your schedule and adjusts it every week from your progress. Premium adds guided audio runs, strength routines and offline maps. Try 30 days of Premium free, then $7.99 a month.',
      goals: 'Convert 2,000 free users to the Premium trial.',
      objectives: 'Lead with the free 30 days',
      targetAudience: 'Runners who use the free app at least twice a week',
      legal: 'Cancel anytime before the trial ends and you will not be charged.',
      industry: 'Mobile app',
    },
    es: {
      org: 'Pocket Coach',
      name: 'Prueba Premium',
      productName: 'Pocket Coach Premium',
      description:
        'Pocket Coach arma un plan de entrenamiento según tu agenda y lo ajusta cada semana según tu avance. Premium suma carreras guiadas con audio, rutinas de fuerza y mapas sin conexión. Prueba 30 días de Premium gratis y después paga $129 al mes.',
      goals: 'Convertir a 2,000 usuarios gratuitos a la prueba Premium.',
      objectives: 'Destacar los 30 días gratis',
      targetAudience: 'Corredores que usan la app gratuita al menos dos veces por semana',
      legal: 'Cancela cuando quieras antes de que termine la prueba y no se te cobrará.',
      industry: 'App móvil',
    },
  },
};

export function copyBrief(business: string, locale: Locale, mood: Mood = 'professional'): Brief {
  const { org, ...copy } = COPY_BRIEFS[business][locale];
  return briefSchema.parse({ ...copy, locale, mood, palette: PALETTE, sender: sender(org) });
}

export const EXPRESS_PROMPTS: Record<Locale, Array<{ org: string; prompt: string }>> = {
  en: [
    {
      org: 'Migas Bakery',
      prompt: "Mother's Day email: 10% off our brunch box with code MOM10 until May 8.",
    },
    {
      org: 'Ledgerly',
      prompt: 'Email to finance managers about Ledgerly, our reconciliation software. Goal: book demos.',
    },
    {
      org: 'Casa Norte Realty',
      prompt: 'Promote our free home valuation to homeowners in Coyoacán thinking of selling.',
    },
    {
      org: 'Prana Yoga Studio',
      prompt: 'Newsletter for our yoga studio members: new yin classes on Sunday evenings.',
    },
    { org: 'Pocket Coach', prompt: 'Win back inactive runners with 30 days of Premium free.' },
    {
      org: 'Ríos & Vega Abogados',
      prompt: 'Invite business owners to our free labor reform seminar on Thursday, April 23 at 6 pm.',
    },
  ],
  es: [
    {
      org: 'Panadería Migas',
      prompt:
        'Correo del Día de las Madres: 10% de descuento en nuestra caja de brunch con el código MAMA10 hasta el 8 de mayo.',
    },
    {
      org: 'Ledgerly',
      prompt:
        'Correo para gerentes de finanzas sobre Ledgerly, nuestro software de conciliación. Objetivo: agendar demos.',
    },
    {
      org: 'Casa Norte Inmobiliaria',
      prompt:
        'Promociona nuestra valuación gratuita de su casa para propietarios en Coyoacán que piensan vender.',
    },
    {
      org: 'Prana Yoga Studio',
      prompt:
        'Boletín para los alumnos de nuestro estudio de yoga: nuevas clases de yin los domingos por la tarde.',
    },
    { org: 'Pocket Coach', prompt: 'Recupera a los corredores inactivos con 30 días de Premium gratis.' },
    {
      org: 'Ríos & Vega Abogados',
      prompt:
        'Invita a dueños de negocio a nuestro seminario gratuito de reforma laboral el jueves 23 de abril a las 18:00.',
    },
  ],
};

export function copyExpress(locale: Locale, index: number, mood: Mood = 'professional'): ExpressBrief {
  const { org, prompt } = EXPRESS_PROMPTS[locale][index];
  return expressBriefSchema.parse({
    locale,
    name: 'Express',
    prompt,
    mood,
    palette: PALETTE,
    sender: sender(org),
  });
}
