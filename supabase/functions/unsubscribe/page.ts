/** The unsubscribe pages: confirm (a button that POSTs), done, and a link that does not work. */

import type { Locale } from '../_shared/content/brief.ts';
import { escapeAttribute, escapeHtml } from '../_shared/escape.ts';
import { cardPage } from '../_shared/http/html-page.ts';

export const TEXT = {
  en: {
    confirmTitle: 'Unsubscribe',
    confirmHeading: (sender: string) => `Unsubscribe from ${sender}?`,
    confirmBody: (email: string, sender: string) => `${email} will stop receiving emails from ${sender}.`,
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    doneHeading: 'You are unsubscribed',
    doneBody: (email: string, sender: string) => `${email} will not receive any more emails from ${sender}.`,
    doneNote: (sender: string) => `If this was a mistake, contact ${sender}.`,
    failedTitle: 'Something went wrong',
    failedBody: 'You could not be unsubscribed just now. Open the link again in a few minutes.',
    invalidTitle: 'This link does not work',
    invalidHeading: 'This link does not work',
    invalidBody:
      'The unsubscribe link is incomplete or no longer valid. Open it again from the email, or reply to the email and ask to be removed.',
  },
  es: {
    confirmTitle: 'Darte de baja',
    confirmHeading: (sender: string) => `¿Quieres darte de baja de ${sender}?`,
    confirmBody: (email: string, sender: string) => `${email} dejará de recibir correos de ${sender}.`,
    button: 'Darme de baja',
    doneTitle: 'Te has dado de baja',
    doneHeading: 'Te has dado de baja',
    doneBody: (email: string, sender: string) => `${email} no recibirá más correos de ${sender}.`,
    doneNote: (sender: string) => `Si ha sido un error, ponte en contacto con ${sender}.`,
    failedTitle: 'Algo ha fallado',
    failedBody: 'No se ha podido darte de baja ahora mismo. Vuelve a abrir el enlace dentro de unos minutos.',
    invalidTitle: 'Este enlace no funciona',
    invalidHeading: 'Este enlace no funciona',
    invalidBody:
      'El enlace para darte de baja está incompleto o ya no es válido. Ábrelo de nuevo desde el correo, o responde al correo y pide que te den de baja.',
  },
} as const;

export function confirmPage(locale: Locale, email: string, sender: string, action: string) {
  const text = TEXT[locale];
  return cardPage(
    locale,
    text.confirmTitle,
    `<h1>${escapeHtml(text.confirmHeading(sender))}</h1>
<p>${escapeHtml(text.confirmBody(email, sender))}</p>
<form method="post" action="${escapeAttribute(action)}">
<button type="submit">${escapeHtml(text.button)}</button>
</form>`,
  );
}

export function donePage(locale: Locale, email: string, sender: string) {
  const text = TEXT[locale];
  return cardPage(
    locale,
    text.doneTitle,
    `<div class="mark ok" aria-hidden="true">✓</div>
<h1>${escapeHtml(text.doneHeading)}</h1>
<p>${escapeHtml(text.doneBody(email, sender))}</p>
<p class="note">${escapeHtml(text.doneNote(sender))}</p>`,
  );
}

export function invalidPage(locale: Locale) {
  const text = TEXT[locale];
  return cardPage(
    locale,
    text.invalidTitle,
    `<div class="mark warn" aria-hidden="true">!</div>
<h1>${escapeHtml(text.invalidHeading)}</h1>
<p>${escapeHtml(text.invalidBody)}</p>`,
  );
}

/** Something on our side failed: nothing claims the address is unsubscribed. */
export function failedPage(locale: Locale) {
  const text = TEXT[locale];
  return cardPage(
    locale,
    text.failedTitle,
    `<div class="mark warn" aria-hidden="true">!</div>
<h1>${escapeHtml(text.failedTitle)}</h1>
<p>${escapeHtml(text.failedBody)}</p>`,
  );
}
