/** The unsubscribe pages: confirm (a button that POSTs), done, and a link that does not work. */

import type { Locale } from '../_shared/content/brief.ts';
import { escapeAttribute, escapeHtml } from '../_shared/escape.ts';

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
    invalidTitle: 'Este enlace no funciona',
    invalidHeading: 'Este enlace no funciona',
    invalidBody:
      'El enlace para darte de baja está incompleto o ya no es válido. Ábrelo de nuevo desde el correo, o responde al correo y pide que te den de baja.',
  },
} as const;

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    padding: 24px 16px; background: #f4f5f7; color: #1f2328;
    font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: 100%; max-width: 460px; background: #fff; border: 1px solid #dde1e6;
    border-radius: 12px; padding: 32px 28px; box-shadow: 0 1px 3px rgba(0,0,0,.06); }
  h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 12px; overflow-wrap: anywhere; }
  p { margin: 0 0 12px; overflow-wrap: anywhere; }
  .note { color: #57606a; font-size: .9375rem; }
  form { margin-top: 20px; }
  button { width: 100%; min-height: 44px; border: 0; border-radius: 8px; background: #1c5fd4;
    color: #fff; font: inherit; font-weight: 600; cursor: pointer; padding: 10px 16px; }
  button:hover { background: #174fb0; }
  button:focus-visible { outline: 3px solid #1c5fd4; outline-offset: 3px; }
  .mark { width: 44px; height: 44px; border-radius: 50%; display: flex; align-items: center;
    justify-content: center; margin-bottom: 16px; font-size: 22px; font-weight: 700; }
  .ok { background: #e6f4ea; color: #1e7b34; }
  .warn { background: #fff4e5; color: #9a5b00; }
`;

function layout(locale: Locale, title: string, body: string) {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function confirmPage(locale: Locale, email: string, sender: string, action: string) {
  const text = TEXT[locale];
  return layout(
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
  return layout(
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
  return layout(
    locale,
    text.invalidTitle,
    `<div class="mark warn" aria-hidden="true">!</div>
<h1>${escapeHtml(text.invalidHeading)}</h1>
<p>${escapeHtml(text.invalidBody)}</p>`,
  );
}
