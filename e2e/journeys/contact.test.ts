import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, browserForThisFile, openPage, PHONE } from '../support/browser.ts';
import { countRows } from '../support/table-owner.ts';

const browser = browserForThisFile();

const words = {
  en: {
    heading: 'Contact and registration',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    phone: 'Phone',
    send: 'Send my details',
    required: 'Fill in this field.',
    badEmail: 'Enter a valid email',
    badPhone: 'Enter a phone number with 7 to 15 digits.',
    failed: 'Registration failed. Please try again.',
    thanks: 'Thank you!',
  },
  es: {
    heading: 'Contacto y registro',
    first: 'Nombre',
    last: 'Apellido',
    email: 'Email',
    phone: 'Teléfono',
    send: 'Enviar mis datos',
    required: 'Completa este campo.',
    badEmail: 'Ingresa un email válido',
    badPhone: 'Ingresa un teléfono de 7 a 15 dígitos.',
    failed: 'El registro falló. Inténtalo de nuevo.',
    thanks: '¡Gracias!',
  },
} as const;

type Locale = keyof typeof words;

async function contactForm(locale: Locale, viewport = undefined as typeof PHONE | undefined): Promise<Page> {
  const page = await openPage(browser(), viewport);
  await page.context().addCookies([{ name: 'pitchcraft-locale', value: locale, url: baseUrl() }]);
  await page.goto('/other#contact');
  await page.getByRole('heading', { level: 2, name: words[locale].heading }).waitFor();
  return page;
}

/** The contact form itself, so a newsletter field elsewhere on the page is never typed into. */
const form = (page: Page, locale: Locale) => page.getByRole('form', { name: words[locale].heading });

for (const locale of ['en', 'es'] as const) {
  const w = words[locale];

  test(`contact form (${locale}): each bad field says what is wrong, and nothing typed is lost`, async () => {
    const page = await contactForm(locale, locale === 'es' ? PHONE : undefined);
    await form(page, locale).getByRole('button', { name: w.send }).click();
    // First name, last name and email are required; the phone is optional.
    assert.equal(await page.getByText(w.required, { exact: true }).count(), 3);

    await form(page, locale).getByLabel(w.first).fill('Ada');
    await form(page, locale).getByLabel(w.last).fill('Lovelace');
    await form(page, locale).getByLabel(w.email).fill('ada@example');
    await form(page, locale).getByLabel(w.phone).fill('12-34');
    await form(page, locale).getByRole('button', { name: w.send }).click();
    await page.getByText(w.badEmail, { exact: true }).waitFor();
    await page.getByText(w.badPhone, { exact: true }).waitFor();
    assert.equal(await page.getByText(w.required, { exact: true }).count(), 0);
    assert.equal(await form(page, locale).getByLabel(w.first).inputValue(), 'Ada');
    assert.match(page.url(), /\/other/);
    await page.context().close();
  });

  test(`contact form (${locale}): a refused registration says so and keeps the details`, async () => {
    const page = await contactForm(locale);
    await page.route('**/rest/v1/rpc/submit_contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await form(page, locale).getByLabel(w.first).fill('Grace');
    await form(page, locale).getByLabel(w.last).fill('Hopper');
    await form(page, locale).getByLabel(w.email).fill('grace@example.com');
    await form(page, locale).getByRole('button', { name: w.send }).click();
    await page.getByRole('alert').filter({ hasText: w.failed }).waitFor();
    assert.match(page.url(), /\/other/);
    assert.equal(await form(page, locale).getByLabel(w.last).inputValue(), 'Hopper');
    await page.context().close();
  });

  test(`contact form (${locale}): valid details are stored and lead to /thanks`, async () => {
    const page = await contactForm(locale);
    const email = `contact-${locale}-${randomUUID().slice(0, 8)}@example.com`;
    await form(page, locale).getByLabel(w.first).fill('Katherine');
    await form(page, locale).getByLabel(w.last).fill('Johnson');
    await form(page, locale).getByLabel(w.email).fill(email);
    await form(page, locale).getByLabel(w.phone).fill('+1 (555) 010-7788');
    await form(page, locale).getByRole('button', { name: w.send }).click();
    await page.waitForURL((url) => url.pathname === '/thanks');
    await page.getByRole('heading', { level: 1, name: w.thanks }).waitFor();
    assert.equal(await countRows('contact_requests', { email, locale }), 1);
    await page.context().close();
  });
}
