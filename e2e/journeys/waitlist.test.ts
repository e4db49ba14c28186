import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserForThisFile, openPage } from '../support/browser.ts';
import { countRows } from '../support/table-owner.ts';

const browser = browserForThisFile();

const texts = {
  en: {
    join: 'Join the waitlist',
    email: 'Your email',
    invalid: 'Enter a valid email',
    received: 'Thank you! If your email was not on our waitlist yet, it is now.',
  },
  es: {
    join: 'Únete a la lista de espera',
    email: 'Tu email',
    invalid: 'Ingresa un email válido',
    received: '¡Gracias! Si tu email aún no estaba en nuestra lista de espera, ya lo está.',
  },
} as const;

/**
 * The prerendered home in a language, as served: the app has not started. Its scripts are held
 * back a moment, as on a slow phone, so what the visitor does first happens on the static copy.
 */
async function landingIn(locale: 'en' | 'es'): Promise<Page> {
  const page = await openPage(browser());
  await page
    .context()
    .addCookies([{ name: 'pitchcraft-locale', value: locale, url: process.env.E2E_BASE_URL as string }]);
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((wait) => setTimeout(wait, 1500));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const staticCopy = (page: Page) => page.locator('#root > [data-static-copy]');

async function join(page: Page, locale: 'en' | 'es', email: string) {
  const form = page.getByRole('form', { name: texts[locale].join });
  await form.getByRole('textbox', { name: texts[locale].email }).fill(email);
  await form.getByRole('button', { name: texts[locale].join }).click();
  return form;
}

for (const locale of ['en', 'es'] as const) {
  test(`waitlist in ${locale}: an invalid address is refused; a new one and the same one again get the same answer, one row`, async () => {
    const text = texts[locale];
    const page = await landingIn(locale);
    const address = `waitlist-${locale}-${randomUUID().slice(0, 8)}@example.com`;

    // Typed and sent before the app is there: held, then done once it has taken over.
    assert.equal(await staticCopy(page).count(), 1);
    let form = await join(page, locale, 'not-an-address@');
    assert.equal(await staticCopy(page).count(), 1, 'the press happened on the static copy');
    await form.getByText(text.invalid, { exact: true }).waitFor();
    assert.equal(await staticCopy(page).count(), 0);
    assert.equal(
      await form.getByRole('textbox', { name: text.email }).inputValue(),
      'not-an-address@',
      'what was typed before the app started is still there',
    );
    assert.equal(await countRows('waitlist', { email: 'not-an-address@' }), 0);

    // Mixed case and spaces are the same address, as the database stores it.
    form = await join(page, locale, `  ${address.toUpperCase()} `);
    await form.getByText(text.received, { exact: true }).waitFor();
    assert.equal(await form.getByText(text.invalid).count(), 0);
    assert.equal(await countRows('waitlist', { email: address, locale }), 1);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    form = await join(page, locale, address);
    // The same answer: the form never tells whether an address was on the list.
    await form.getByText(text.received, { exact: true }).waitFor();
    assert.equal(await countRows('waitlist', { email: address }), 1);
    await page.context().close();
  });
}
