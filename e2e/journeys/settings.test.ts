import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForThisFile } from '../support/browser.ts';
import { DEMO, demoUserAt } from '../support/demo-users.ts';

const browser = browserForThisFile();

const HARBOR_AND_PINE = DEMO.harborAndPine;
const CASA_VERDE = DEMO.casaVerde;
const signedInAt = (path: string, email: string, locale: 'en' | 'es' = 'en') =>
  demoUserAt(browser(), email, path, { locale });

test('the owner cannot save an empty sender, and sets it again', async () => {
  const page = await signedInAt(`/organizations/${HARBOR_AND_PINE}/settings`, DEMO.owner);
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  const sender = page.getByRole('region', { name: 'Sender' });
  await sender.getByText('Set', { exact: true }).waitFor();

  const name = sender.getByLabel(/^Sender name/);
  await name.fill('');
  await sender.getByRole('button', { name: 'Save sender' }).click();
  await sender.getByText('The sender information cannot be empty').waitFor();

  await name.fill('Harbor & Pine Studio');
  await sender.getByRole('button', { name: 'Save sender' }).click();
  await page.getByText('Sender saved').waitFor();
  await page.reload();
  await sender.getByText('Set', { exact: true }).waitFor();
  assert.equal(await sender.getByLabel(/^Sender name/).inputValue(), 'Harbor & Pine Studio');
  await page.context().close();
});

test('in Spanish: a workspace without a sender says it is required until it is set', async () => {
  const page = await signedInAt(`/organizations/${CASA_VERDE}/settings`, DEMO.owner, 'es');
  await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
  const sender = page.getByRole('region', { name: 'Remitente' });
  await sender.getByText('Requerido', { exact: true }).waitFor();

  await sender.getByRole('button', { name: 'Guardar remitente' }).click();
  await sender.getByText('La información del remitente no puede estar vacía').first().waitFor();

  // Without a verified domain of its own, the workspace sends from Pitchcraft's shared domain.
  await sender.getByLabel(/^Nombre del remitente/).fill('Panadería Casa Verde');
  assert.equal(
    await sender.getByRole('combobox', { name: /^Dominio del remitente/ }).inputValue(),
    'Dominio compartido de Pitchcraft',
  );
  await sender.getByRole('button', { name: 'Guardar remitente' }).click();
  await sender.getByText('Configurado', { exact: true }).waitFor();
  await page.reload();
  await sender.getByText('Configurado', { exact: true }).waitFor();
  await page.context().close();
});

test('a member sees that settings are not theirs, and the database refuses their write', async () => {
  const page = await signedInAt(`/organizations/${HARBOR_AND_PINE}/settings`, DEMO.member);
  await page.getByRole('heading', { name: "You don't have access to settings" }).waitFor();
  assert.equal(await page.getByRole('button', { name: /Save sender/ }).count(), 0);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await page.waitForURL((url) => url.pathname === `/organizations/${HARBOR_AND_PINE}/dashboard`);
  await page.context().close();

  // The screen only explains the rule; row-level security is what enforces it.
  const api = process.env.E2E_API_URL as string;
  const anonKey = process.env.E2E_ANON_KEY as string;
  const session = (await (
    await fetch(`${api}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.member, password: DEMO.password }),
    })
  ).json()) as { access_token: string };
  const response = await fetch(`${api}/rest/v1/workspaces?id=eq.${HARBOR_AND_PINE}`, {
    method: 'PATCH',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify({ sender_name: 'Not allowed' }),
  });
  assert.deepEqual(await response.json(), []);
});
