import type { Locale } from '../../content/brief.ts';

/** Fixed page texts. Public pages render on the server, outside the SPA's Lingui catalogs. */
const en = {
  skipToContent: 'Skip to content',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  required: 'Required',
  requiredNote: 'Fields marked * are required.',
  optional: '(optional)',
  /** Under every lead form: who gets the details and what for (GDPR, LFPDPPP). */
  privacyNotice: (name: string) =>
    `${name || 'We'} will use your details only to reply to this request and to send you what you asked for. You can ask for them to be deleted at any time.`,
  formInactive: 'This form is not accepting responses right now. Please check back soon.',
  formDemo: 'This is a demo: on your published page, this form collects your visitors’ details as leads.',
  honeypot: 'Leave this field empty',
  sending: 'Sending…',
  sendFailed: 'Something went wrong. Please try again.',
  checkFields: 'Please check the highlighted fields.',
  /** After a double opt-in submission (`?lead=confirm`): the lead is active once confirmed. */
  confirmByEmail: 'Almost done: check your email and open the link we sent you to confirm.',
  notAvailableTitle: 'Page not available',
  notAvailableHeading: 'This page is not available',
  notAvailableBody:
    'The page you are looking for is not available right now. It may have been unpublished, or its address may have changed.',
  mostPopular: 'Most popular',
  /** Above the store's name on a download badge. */
  appStoreLead: 'Download on the',
  googlePlayLead: 'Get it on',
  frequentlyAsked: 'Frequently asked questions',
  backToTop: 'Back to top',
  logoAlt: (name: string) => `${name} logo`,
  allRightsReserved: 'All rights reserved.',
};

export type PageStrings = typeof en;

const es: PageStrings = {
  skipToContent: 'Saltar al contenido',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  required: 'Obligatorio',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  optional: '(opcional)',
  privacyNotice: (name: string) =>
    name
      ? `${name} usará tus datos solo para responder a tu solicitud y enviarte lo que pediste. Puedes pedir que los borren cuando quieras.`
      : 'Usaremos tus datos solo para responder a tu solicitud y enviarte lo que pediste. Puedes pedirnos que los borremos cuando quieras.',
  formInactive: 'Este formulario no está recibiendo respuestas en este momento. Vuelve a visitarnos pronto.',
  formDemo:
    'Esta es una demo: en tu página publicada, este formulario recibe los datos de tus visitantes como contactos.',
  honeypot: 'Deja este campo vacío',
  sending: 'Enviando…',
  sendFailed: 'Algo salió mal. Inténtalo de nuevo.',
  checkFields: 'Revisa los campos marcados.',
  confirmByEmail: 'Ya casi está: revisa tu correo y abre el enlace que te enviamos para confirmar.',
  notAvailableTitle: 'Página no disponible',
  notAvailableHeading: 'Esta página no está disponible',
  notAvailableBody:
    'La página que buscas no está disponible en este momento. Puede que se haya despublicado o que su dirección haya cambiado.',
  mostPopular: 'El más elegido',
  appStoreLead: 'Descárgala en el',
  googlePlayLead: 'Disponible en',
  frequentlyAsked: 'Preguntas frecuentes',
  backToTop: 'Volver arriba',
  logoAlt: (name: string) => `Logotipo de ${name}`,
  allRightsReserved: 'Todos los derechos reservados.',
};

export function pageStrings(locale: Locale): PageStrings {
  return locale === 'es' ? es : en;
}
