/** The words submit-lead shows visitors and sends by email, in the page's language. */

import type { Locale } from '../content/brief.ts';
import type { LeadField, LeadFieldProblem } from './lead-input.ts';

interface LeadText {
  field: Record<LeadField, string>;
  /** What to fix in one field, starting with its label. */
  problem: (field: LeadField, problem: LeadFieldProblem) => string;
  invalidTitle: string;
  invalidIntro: string;
  backToForm: string;
  rateLimitedTitle: string;
  rateLimitedBody: string;
  closedTitle: string;
  closedBody: string;
  unknownPageTitle: string;
  unknownPageBody: string;
  confirmTitle: string;
  confirmHeading: (sender: string) => string;
  confirmBody: (email: string, sender: string) => string;
  confirmButton: string;
  confirmedTitle: string;
  confirmedBody: (email: string, sender: string) => string;
  badLinkTitle: string;
  failedTitle: string;
  failedBody: string;
  badLinkBody: string;
  /**
   * The double opt-in email goes to an address nobody has confirmed yet: its subject is fixed, and
   * nothing the visitor typed (their name) is echoed to it; the page and sender names a member
   * wrote appear only in the body, escaped.
   */
  confirmEmailSubject: string;
  confirmEmailIntro: (page: string, sender: string) => string;
  confirmEmailButton: string;
  confirmEmailIgnore: string;
  notifySubject: (name: string, page: string) => string;
  notifyIntro: (page: string) => string;
  notifyPending: string;
  notifyOpen: string;
  notifyLabels: { name: string; email: string; phone: string; page: string };
}

const EN_FIELDS: Record<LeadField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
};
const ES_FIELDS: Record<LeadField, string> = {
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  phone: 'Teléfono',
};

export const LEAD_TEXT: Record<Locale, LeadText> = {
  en: {
    field: EN_FIELDS,
    problem: (field, problem) =>
      problem === 'required'
        ? `${EN_FIELDS[field]}: fill this in.`
        : problem === 'too_long'
          ? `${EN_FIELDS[field]}: this is too long.`
          : field === 'email'
            ? `${EN_FIELDS[field]}: enter an address like name@example.com.`
            : field === 'phone'
              ? `${EN_FIELDS[field]}: enter a number of 7 to 15 digits, like +1 555 010 0199.`
              : `${EN_FIELDS[field]}: remove the < > and invisible characters (such as zero-width spaces or text direction marks).`,
    invalidTitle: 'Check the form',
    invalidIntro: 'Nothing was sent yet. Fix these and send the form again:',
    backToForm: 'Back to the form',
    rateLimitedTitle: 'Too many tries',
    rateLimitedBody: 'This form was sent too many times in a short while. Wait a few minutes and try again.',
    closedTitle: 'This form is closed',
    closedBody: 'This page is not taking sign-ups right now. Nothing was sent.',
    unknownPageTitle: 'Page not found',
    unknownPageBody: 'The form you sent belongs to a page that does not exist. Nothing was sent.',
    confirmTitle: 'Confirm your email',
    confirmHeading: (sender) => `Confirm your sign-up with ${sender}`,
    confirmBody: (email, sender) => `Confirm that ${email} may hear from ${sender}.`,
    confirmButton: 'Confirm my email',
    confirmedTitle: 'Email confirmed',
    confirmedBody: (email, sender) => `Thank you: ${email} is confirmed, and ${sender} will be in touch.`,
    failedTitle: 'Something went wrong',
    failedBody: 'This could not be done just now, and nothing was saved. Try again in a few minutes.',
    badLinkTitle: 'This link does not work',
    badLinkBody:
      'The confirmation link is incomplete, or it was used already. If you have not confirmed yet, send the form on the page again to get a new email.',
    confirmEmailSubject: 'Confirm your email address',
    confirmEmailIntro: (page, sender) =>
      `Hello, this address was signed up on “${page}”. Confirm your email so ${sender} can get in touch.`,
    confirmEmailButton: 'Confirm my email',
    confirmEmailIgnore:
      'If you did not sign up, ignore this email: nothing happens without your confirmation.',
    notifySubject: (name, page) => `New lead: ${name} (${page})`,
    notifyIntro: (page) => `Someone filled in the form on “${page}”.`,
    notifyPending: 'They have not confirmed their email yet: the lead becomes active once they do.',
    notifyOpen: 'See all leads',
    notifyLabels: { name: 'Name', email: 'Email', phone: 'Phone', page: 'Page' },
  },
  es: {
    field: ES_FIELDS,
    problem: (field, problem) =>
      problem === 'required'
        ? `${ES_FIELDS[field]}: rellena este campo.`
        : problem === 'too_long'
          ? `${ES_FIELDS[field]}: es demasiado largo.`
          : field === 'email'
            ? `${ES_FIELDS[field]}: escribe una dirección como nombre@ejemplo.com.`
            : field === 'phone'
              ? `${ES_FIELDS[field]}: escribe un número de 7 a 15 cifras, como +34 600 123 456.`
              : `${ES_FIELDS[field]}: quita los caracteres < > e invisibles (como espacios de ancho cero o marcas de dirección del texto).`,
    invalidTitle: 'Revisa el formulario',
    invalidIntro: 'Todavía no se ha enviado nada. Corrige esto y vuelve a enviar el formulario:',
    backToForm: 'Volver al formulario',
    rateLimitedTitle: 'Demasiados intentos',
    rateLimitedBody:
      'Este formulario se ha enviado demasiadas veces en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
    closedTitle: 'Este formulario está cerrado',
    closedBody: 'Esta página no admite registros en este momento. No se ha enviado nada.',
    unknownPageTitle: 'Página no encontrada',
    unknownPageBody: 'El formulario que has enviado es de una página que no existe. No se ha enviado nada.',
    confirmTitle: 'Confirma tu correo',
    confirmHeading: (sender) => `Confirma tu registro con ${sender}`,
    confirmBody: (email, sender) => `Confirma que ${sender} puede ponerse en contacto con ${email}.`,
    confirmButton: 'Confirmar mi correo',
    confirmedTitle: 'Correo confirmado',
    confirmedBody: (email, sender) =>
      `Gracias: ${email} está confirmado y ${sender} se pondrá en contacto contigo.`,
    failedTitle: 'Algo ha fallado',
    failedBody:
      'No se ha podido hacer ahora mismo y no se ha guardado nada. Inténtalo de nuevo dentro de unos minutos.',
    badLinkTitle: 'Este enlace no funciona',
    badLinkBody:
      'El enlace de confirmación está incompleto o ya se ha usado. Si todavía no has confirmado, vuelve a enviar el formulario de la página para recibir un correo nuevo.',
    confirmEmailSubject: 'Confirma tu dirección de correo',
    confirmEmailIntro: (page, sender) =>
      `Hola: esta dirección se ha registrado en «${page}». Confirma tu correo para que ${sender} pueda ponerse en contacto contigo.`,
    confirmEmailButton: 'Confirmar mi correo',
    confirmEmailIgnore: 'Si no te has registrado, ignora este correo: no pasará nada sin tu confirmación.',
    notifySubject: (name, page) => `Nuevo lead: ${name} (${page})`,
    notifyIntro: (page) => `Alguien ha rellenado el formulario de «${page}».`,
    notifyPending: 'Todavía no ha confirmado su correo: el lead pasará a activo cuando lo haga.',
    notifyOpen: 'Ver todos los leads',
    notifyLabels: { name: 'Nombre', email: 'Correo', phone: 'Teléfono', page: 'Página' },
  },
};
