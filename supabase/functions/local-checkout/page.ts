/**
 * The local checkout page: the package, its recipients and the amount, with Pay and Cancel. Plain
 * HTML with its styles inline (no external asset: it works offline), in the session's language.
 */

import type { Locale } from '../_shared/content/brief.ts';
import { escapeAttribute, escapeHtml } from '../_shared/escape.ts';

export const TEXT = {
  en: {
    title: 'Checkout',
    badge: 'Local test checkout',
    lead: 'Recipients for one email campaign, paid once. No card is charged here: Pay sends Stripe’s signed payment event to this stack, exactly as Stripe would.',
    package: 'Package',
    recipients: 'Recipients',
    home: 'Go to Pitchcraft',
    total: 'Total',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel',
    paidTitle: 'This package is already paid',
    closedTitle: 'This checkout is closed',
    closedLead: 'Nothing more to do here.',
    back: 'Back to the campaign',
    missingTitle: 'Checkout not found',
    missingLead: 'This checkout does not exist. Start again from the campaign.',
    failedTitle: 'The payment could not be recorded',
    failedLead: 'The webhook did not accept the event. Nothing was charged; try again.',
    retry: 'Try again',
  },
  es: {
    title: 'Pago',
    badge: 'Pago local de prueba',
    lead: 'Destinatarios para una campaña de email, con un único pago. Aquí no se cobra ninguna tarjeta: Pagar envía a este entorno el evento de pago firmado de Stripe, igual que lo haría Stripe.',
    package: 'Paquete',
    recipients: 'Destinatarios',
    home: 'Ir a Pitchcraft',
    total: 'Total',
    pay: (amount: string) => `Pagar ${amount}`,
    cancel: 'Cancelar',
    paidTitle: 'Este paquete ya está pagado',
    closedTitle: 'Este pago está cerrado',
    closedLead: 'No hay nada más que hacer aquí.',
    back: 'Volver a la campaña',
    missingTitle: 'No se encontró el pago',
    missingLead: 'Este pago no existe. Vuelve a empezar desde la campaña.',
    failedTitle: 'No se pudo registrar el pago',
    failedLead: 'El webhook no aceptó el evento. No se ha cobrado nada; inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
  },
} as const;

const PACKAGE_NAMES: Record<Locale, Record<string, string>> = {
  en: { basic: 'Basic', standard: 'Standard', premium: 'Premium' },
  es: { basic: 'Básico', standard: 'Estándar', premium: 'Premium' },
};

export const packageName = (locale: Locale, id: string | null, fallback: string) =>
  (id && PACKAGE_NAMES[locale][id]) || fallback;

export const formatAmount = (locale: Locale, cents: number, currency: string) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);

/** As the app writes counts (src/lib/i18n/format.ts): Spanish groups from five digits, "1000", "10.000". */
export const formatCount = (locale: Locale, count: number) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US').format(count);

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  color:#1a1b1e;background:#f1f3f5}
main{width:100%;max-width:440px;background:#fff;border:1px solid #dee2e6;border-radius:12px;
  padding:28px 24px;box-shadow:0 1px 3px rgba(0,0,0,.06),0 8px 24px rgba(0,0,0,.06)}
.brand{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap;margin-bottom:20px}
.brand strong{font-size:18px;letter-spacing:-.01em}
.badge{display:inline-block;font-size:12px;font-weight:600;color:#7c4a03;background:#fff3bf;
  border-radius:999px;padding:2px 10px}
h1{font-size:24px;line-height:1.25;margin:0 0 8px}
p{margin:0 0 20px;color:#495057;font-size:14px}
dl{margin:0 0 24px;border-top:1px solid #e9ecef}
dl div{display:flex;align-items:baseline;justify-content:space-between;gap:16px;padding:12px 0;border-bottom:1px solid #e9ecef}
dt{color:#495057}
dd{margin:0;font-weight:600;text-align:right}
dl div.total dd{font-size:20px}
ul{margin:0 0 20px;padding-left:20px;color:#495057;font-size:14px}
.note{background:#f8f9fa;border-radius:8px;padding:10px 12px;color:#495057}
.danger{background:#fff;color:#c92a2a;border-color:#ffa8a8}
.danger:hover{background:#fff5f5}
.quiet{color:#1c7ed6;background:none;border:none;padding:8px}
.actions{display:flex;flex-direction:column;gap:10px}
button,.link{display:block;width:100%;font:inherit;font-weight:600;text-align:center;text-decoration:none;
  border-radius:8px;padding:12px 16px;cursor:pointer;border:1px solid transparent}
.primary{background:#1c7ed6;color:#fff}
.primary:hover{background:#1971c2}
.secondary{background:#fff;color:#1a1b1e;border-color:#ced4da}
.secondary:hover{background:#f8f9fa}
main>:last-child{margin-bottom:0}
button:focus-visible,.link:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
`;

export function htmlDocument(
  locale: Locale,
  title: string,
  body: string,
  badge: string = TEXT[locale].badge,
) {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Pitchcraft</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<div class="brand"><strong>Pitchcraft</strong><span class="badge">${escapeHtml(badge)}</span></div>
${body}
</main>
</body>
</html>`;
}

export interface CheckoutView {
  locale: Locale;
  sessionId: string;
  packageName: string;
  recipients: number;
  amountCents: number;
  currency: string;
}

export function checkoutPage(view: CheckoutView): string {
  const text = TEXT[view.locale];
  const amount = formatAmount(view.locale, view.amountCents, view.currency);
  return htmlDocument(
    view.locale,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.lead)}</p>
<dl>
<div><dt>${escapeHtml(text.package)}</dt><dd>${escapeHtml(view.packageName)}</dd></div>
<div><dt>${escapeHtml(text.recipients)}</dt><dd>${escapeHtml(formatCount(view.locale, view.recipients))}</dd></div>
<div class="total"><dt>${escapeHtml(text.total)}</dt><dd>${escapeHtml(amount)}</dd></div>
</dl>
<form method="post" class="actions">
<input type="hidden" name="session" value="${escapeAttribute(view.sessionId)}">
<input type="hidden" name="locale" value="${view.locale}">
<button type="submit" name="action" value="pay" class="primary">${escapeHtml(text.pay(amount))}</button>
<button type="submit" name="action" value="cancel" class="secondary">${escapeHtml(text.cancel)}</button>
</form>`,
  );
}

/** A page with a heading, a sentence and one way on. */
export function messagePage(
  locale: Locale,
  title: string,
  lead: string,
  link?: { href: string; label: string },
  badge?: string,
) {
  return htmlDocument(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(lead)}</p>
${link ? `<div class="actions"><a class="link primary" href="${escapeAttribute(link.href)}">${escapeHtml(link.label)}</a></div>` : ''}`,
    badge,
  );
}
