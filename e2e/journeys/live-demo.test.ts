import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signInThroughForm } from '../support/accounts.ts';
import { baseUrl, browserForThisFile, openPage, PHONE } from '../support/browser.ts';
import { DEMO } from '../support/demo-users.ts';

const browser = browserForThisFile();

test('a visitor without an account gets an email and a landing page, and sign-up carries the prompt', async () => {
  const page = await openPage(browser());
  await page.goto('/livedemo');
  await page.getByRole('heading', { level: 1, name: 'Live demo' }).waitFor();

  // Too short to write anything from: said next to the prompt, nothing sent.
  await page.getByLabel(/^Your prompt/).fill('coffee');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByText('Write at least 10 characters: what you sell and to whom.').waitFor();

  const prompt = 'Introducing our new cold brew coffee, aimed at night owls who work late';
  await page.getByRole('button', { name: prompt }).click();
  assert.equal(await page.getByLabel(/^Your prompt/).inputValue(), prompt);
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByRole('status').getByText('Writing your email and landing page…').waitFor();

  const email = page.frameLocator('iframe[title="Generated email"]');
  // The preheader says it too, hidden: what counts is what a reader sees.
  await email
    .locator('h1, h2, p')
    .filter({ hasText: /cold brew/i })
    .first()
    .waitFor({ timeout: 60_000 });
  const landing = page.frameLocator('iframe[title="Generated landing page"]');
  await landing
    .getByText(/cold brew/i)
    .first()
    .waitFor();
  // The demo page's form takes no leads.
  assert.equal(await landing.locator('form[action*="submit-lead"]').count(), 0);

  const frame = page.locator('iframe[title="Generated email"]');
  assert.ok(((await frame.boundingBox())?.width ?? 0) >= 600, 'the email shows at desktop width');
  await page.getByText('Mobile', { exact: true }).click();
  await page.waitForFunction(
    () => document.querySelector('iframe[title="Generated email"]')?.getBoundingClientRect().width === 375,
  );

  await page.getByRole('link', { name: 'Sign up to keep it' }).first().click();
  await page.waitForURL(
    (url) => url.pathname === '/sign-up' && url.searchParams.get('redirect') === '/lobby',
  );

  // Signed in in the same browser, express creation starts from the demo's prompt.
  await page.goto('/sign-in?redirect=/lobby');
  await signInThroughForm(page, { email: DEMO.owner, password: DEMO.password });
  await page.waitForURL((url) => url.pathname === '/lobby');
  await page.goto(`/organizations/${DEMO.harborAndPine}/campaigns/create-express`);
  await page.getByRole('heading', { level: 1, name: 'Express campaign' }).waitFor();
  assert.equal(await page.locator('form textarea').inputValue(), prompt);
  await page.context().close();
});

test('the live demo in Spanish on a phone writes Spanish', async () => {
  const page = await openPage(browser(), PHONE);
  await page.context().addCookies([{ name: 'pitchcraft-locale', value: 'es', url: baseUrl() }]);
  await page.goto('/livedemo');
  await page.getByRole('heading', { level: 1, name: 'Demo en vivo' }).waitFor();
  await page.getByLabel(/^Tu prompt/).fill('Promocionar nuestro retiro de yoga de primavera para familias');
  await page.getByRole('button', { name: 'Generar' }).click();
  const email = page.frameLocator('iframe[title="Email generado"]');
  await email
    .getByText(/retiro de yoga/i)
    .first()
    .waitFor({ timeout: 60_000 });
  await page
    .frameLocator('iframe[title="Landing page generada"]')
    .getByText(/retiro de yoga/i)
    .first()
    .waitFor();
  await page.getByRole('link', { name: 'Regístrate para conservarlo' }).first().waitFor();
  await page.context().close();
});
