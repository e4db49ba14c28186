/**
 * The local checkout of a webpage plan and the local customer portal: the same plain HTML as the
 * package checkout (page.ts), in the session's language.
 */

import type { PlanRow, SubscriptionStatus, SubscriptionView } from '../_shared/billing/subscription-store.ts';
import type { Locale } from '../_shared/content/brief.ts';
import { escapeAttribute, escapeHtml } from '../_shared/escape.ts';
import { formatAmount, formatCount, htmlDocument } from './page.ts';

export const PLAN_TEXT = {
  en: {
    title: 'Subscribe',
    lead: 'A monthly plan for one landing page: it goes live and its form opens once paid. No card is charged here: Subscribe sends Stripe’s signed subscription events to this stack, exactly as Stripe would.',
    plan: 'Plan',
    billed: 'Billed',
    monthly: 'Monthly, cancel anytime',
    perMonth: 'Per month',
    monthlyAmount: (amount: string) => `${amount}/month`,
    subscribe: (amount: string) => `Subscribe for ${amount}/month`,
    cancel: 'Cancel',
    includes: 'Includes',
    recipients: (count: string) => `${count} email recipients a month`,
    subscribedTitle: 'This page is already subscribed',
    portalBadge: 'Local test portal',
    portalTitle: 'Your subscription',
    portalLead:
      'Manage the plan of this landing page. No card is involved here: each action sends Stripe’s signed event to this stack, as Stripe’s customer portal would.',
    status: 'Status',
    renews: 'Renews on',
    ends: 'Ends on',
    endingNote: 'Canceled at the end of the period: the page stays live until then.',
    cancelAtEnd: 'Cancel at period end',
    cancelNow: 'Cancel now',
    resume: 'Resume subscription',
    backToPage: 'Back to the page',
    endedTitle: 'This subscription has ended',
    endedLead: 'The page is no longer live. Subscribe again from the page.',
    missingPortalTitle: 'Subscription not found',
    missingPortalLead: 'There is no subscription to manage here. Start again from the page.',
    failedLead: 'The webhook did not accept the event. Nothing changed; try again.',
    failedTitle: 'The change could not be recorded',
  },
  es: {
    title: 'Suscribirse',
    lead: 'Un plan mensual para una landing page: se publica y su formulario se activa en cuanto se paga. Aquí no se cobra ninguna tarjeta: Suscribirse envía a este entorno los eventos de suscripción firmados de Stripe, igual que lo haría Stripe.',
    plan: 'Plan',
    billed: 'Facturación',
    monthly: 'Mensual, cancela cuando quieras',
    perMonth: 'Al mes',
    monthlyAmount: (amount: string) => `${amount}/mes`,
    subscribe: (amount: string) => `Suscribirse por ${amount}/mes`,
    cancel: 'Cancelar',
    includes: 'Incluye',
    recipients: (count: string) => `${count} destinatarios de email al mes`,
    subscribedTitle: 'Esta página ya tiene suscripción',
    portalBadge: 'Portal local de prueba',
    portalTitle: 'Tu suscripción',
    portalLead:
      'Gestiona el plan de esta landing page. Aquí no interviene ninguna tarjeta: cada acción envía a este entorno el evento firmado de Stripe, como lo haría su portal de clientes.',
    status: 'Estado',
    renews: 'Se renueva el',
    ends: 'Termina el',
    endingNote: 'Cancelada al final del periodo: la página sigue publicada hasta entonces.',
    cancelAtEnd: 'Cancelar al final del periodo',
    cancelNow: 'Cancelar ahora',
    resume: 'Reanudar la suscripción',
    backToPage: 'Volver a la página',
    endedTitle: 'Esta suscripción ha terminado',
    endedLead: 'La página ya no está publicada. Vuelve a suscribirte desde la página.',
    missingPortalTitle: 'No se encontró la suscripción',
    missingPortalLead: 'Aquí no hay ninguna suscripción que gestionar. Vuelve a empezar desde la página.',
    failedLead: 'El webhook no aceptó el evento. No ha cambiado nada; inténtalo de nuevo.',
    failedTitle: 'No se pudo registrar el cambio',
  },
} as const;

const PLAN_NAMES: Record<Locale, Record<string, string>> = {
  en: { basic: 'Basic', premium: 'Premium' },
  es: { basic: 'Básico', premium: 'Premium' },
};

const FEATURES: Record<Locale, Record<string, string>> = {
  en: {
    landing_page_builder: 'Landing page builder',
    custom_domain: 'Custom domain',
    basic_analytics: 'Basic analytics',
    responsive_design: 'Responsive design',
    lead_form: 'Lead form with email and phone',
    advanced_analytics: 'Advanced analytics',
  },
  es: {
    landing_page_builder: 'Creador de landing pages',
    custom_domain: 'Dominio propio',
    basic_analytics: 'Analíticas básicas',
    responsive_design: 'Diseño adaptable',
    lead_form: 'Formulario de contacto con email y teléfono',
    advanced_analytics: 'Analíticas avanzadas',
  },
};

const STATUS: Record<Locale, Record<SubscriptionStatus, string>> = {
  en: {
    incomplete: 'Awaiting payment',
    incomplete_expired: 'Expired',
    trialing: 'Trial',
    active: 'Active',
    past_due: 'Payment overdue',
    canceled: 'Canceled',
    unpaid: 'Unpaid',
    paused: 'Paused',
  },
  es: {
    incomplete: 'Pendiente de pago',
    incomplete_expired: 'Caducada',
    trialing: 'Prueba',
    active: 'Activa',
    past_due: 'Pago atrasado',
    canceled: 'Cancelada',
    unpaid: 'Sin pagar',
    paused: 'En pausa',
  },
};

export const planName = (locale: Locale, plan: PlanRow) => PLAN_NAMES[locale][plan.id] ?? plan.name;

const formatDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );

function featureList(locale: Locale, plan: PlanRow) {
  const text = PLAN_TEXT[locale];
  const items = plan.features.map((key) =>
    key === 'monthly_recipients'
      ? text.recipients(formatCount(locale, plan.monthlyRecipients))
      : (FEATURES[locale][key] ?? key),
  );
  return `<ul aria-label="${escapeAttribute(text.includes)}">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

export function subscriptionCheckoutPage(view: { locale: Locale; sessionId: string; plan: PlanRow }) {
  const { locale, plan } = view;
  const text = PLAN_TEXT[locale];
  const amount = formatAmount(locale, plan.monthlyPriceCents, plan.currency);
  return htmlDocument(
    locale,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.lead)}</p>
<dl>
<div><dt>${escapeHtml(text.plan)}</dt><dd>${escapeHtml(planName(locale, plan))}</dd></div>
<div><dt>${escapeHtml(text.billed)}</dt><dd>${escapeHtml(text.monthly)}</dd></div>
<div class="total"><dt>${escapeHtml(text.perMonth)}</dt><dd>${escapeHtml(amount)}</dd></div>
</dl>
${featureList(locale, plan)}
<form method="post" class="actions">
<input type="hidden" name="session" value="${escapeAttribute(view.sessionId)}">
<input type="hidden" name="locale" value="${locale}">
<button type="submit" name="action" value="pay" class="primary">${escapeHtml(text.subscribe(amount))}</button>
<button type="submit" name="action" value="cancel" class="secondary">${escapeHtml(text.cancel)}</button>
</form>`,
  );
}

export function portalPage(view: {
  locale: Locale;
  subscription: SubscriptionView;
  plan: PlanRow;
  returnUrl: string;
}) {
  const { locale, plan, subscription } = view;
  const text = PLAN_TEXT[locale];
  const amount = formatAmount(locale, plan.monthlyPriceCents, plan.currency);
  const periodEnd = subscription.currentPeriodEnd;
  const endRow = periodEnd
    ? `<div><dt>${escapeHtml(subscription.cancelAtPeriodEnd ? text.ends : text.renews)}</dt><dd>${escapeHtml(formatDate(locale, periodEnd))}</dd></div>`
    : '';
  const button = (action: string, label: string, style: string) =>
    `<button type="submit" name="action" value="${action}" class="${style}">${escapeHtml(label)}</button>`;
  const actions = subscription.cancelAtPeriodEnd
    ? button('resume', text.resume, 'primary') + button('cancel_now', text.cancelNow, 'danger')
    : button('cancel_at_period_end', text.cancelAtEnd, 'secondary') +
      button('cancel_now', text.cancelNow, 'danger');
  return htmlDocument(
    locale,
    text.portalTitle,
    `<h1>${escapeHtml(text.portalTitle)}</h1>
<p>${escapeHtml(text.portalLead)}</p>
<dl>
<div><dt>${escapeHtml(text.plan)}</dt><dd>${escapeHtml(planName(locale, plan))} · ${escapeHtml(text.monthlyAmount(amount))}</dd></div>
<div><dt>${escapeHtml(text.status)}</dt><dd>${escapeHtml(STATUS[locale][subscription.status])}</dd></div>
${endRow}
</dl>
${subscription.cancelAtPeriodEnd ? `<p class="note">${escapeHtml(text.endingNote)}</p>` : ''}
<form method="post" class="actions">
<input type="hidden" name="portal" value="${escapeAttribute(subscription.id)}">
<input type="hidden" name="locale" value="${locale}">
${actions}
<a class="link quiet" href="${escapeAttribute(view.returnUrl)}">${escapeHtml(text.backToPage)}</a>
</form>`,
    text.portalBadge,
  );
}
