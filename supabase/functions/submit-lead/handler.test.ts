import assert from 'node:assert/strict';
import type { EmailSender, OutgoingEmail } from '../_shared/email/send/sender.ts';
import type { LeadValues } from '../_shared/leads/lead-input.ts';
import { createSubmitLeadHandler } from './handler.ts';
import type { RateLimits } from './rate-limits.ts';
import type { LeadPage, SubmitLeadStore } from './store.ts';

const PAGE = '0c1d2e3f-0000-4000-8000-000000000001';
const OPT_IN_PAGE = '0c1d2e3f-0000-4000-8000-000000000002';
const CLOSED_PAGE = '0c1d2e3f-0000-4000-8000-000000000003';
const NAME_AND_EMAIL_PAGE = '0c1d2e3f-0000-4000-8000-000000000004';
const OPTIONAL_PHONE_PAGE = '0c1d2e3f-0000-4000-8000-000000000005';
const FUNCTIONS = 'https://project.supabase.co/functions/v1';

const basePage: LeadPage = {
  id: PAGE,
  slug: 'spring-tune-up',
  title: 'Spring tune-up week',
  workspaceId: 'b2e1d4c3-0000-4000-8000-000000000001',
  clientId: 'c3f2e5d4-0000-4000-8000-000000000001',
  senderName: 'Bluebird Bikes',
  workspaceLocale: 'en',
  contactEmail: 'hello@harborandpine.example',
  doubleOptIn: false,
  live: true,
  fields: ['firstName', 'lastName', 'email', 'phone'],
  optionalFields: [],
};

interface Row extends LeadValues {
  id: string;
  pageId: string;
  status: 'active' | 'inactive';
  confirmToken: string | null;
  source: string;
}

function setup(limits: Partial<RateLimits> = {}) {
  const pages = new Map<string, LeadPage>([
    [PAGE, basePage],
    [
      OPT_IN_PAGE,
      { ...basePage, id: OPT_IN_PAGE, slug: 'taller-de-otono', doubleOptIn: true, workspaceLocale: 'es' },
    ],
    [CLOSED_PAGE, { ...basePage, id: CLOSED_PAGE, slug: 'closed', live: false }],
    [
      NAME_AND_EMAIL_PAGE,
      { ...basePage, id: NAME_AND_EMAIL_PAGE, slug: 'short', fields: ['firstName', 'email'] },
    ],
    [
      OPTIONAL_PHONE_PAGE,
      { ...basePage, id: OPTIONAL_PHONE_PAGE, slug: 'bakery', optionalFields: ['phone'] },
    ],
  ]);
  const rows: Row[] = [];
  const hits = new Map<string, number>();
  const sent: OutgoingEmail[] = [];
  let counter = 0;
  const store: SubmitLeadStore = {
    async loadPage(id) {
      return pages.get(id) ?? null;
    },
    async hit(bucket, key, max) {
      const count = (hits.get(`${bucket}/${key}`) ?? 0) + 1;
      hits.set(`${bucket}/${key}`, count);
      return count <= max;
    },
    async saveLead(page, lead, source) {
      const existing = rows.find((row) => row.pageId === page.id && row.email === lead.email);
      if (existing) return { id: existing.id, confirmToken: existing.confirmToken, created: false };
      counter += 1;
      const token = page.doubleOptIn ? String(counter).padStart(48, 'a') : null;
      const row: Row = {
        ...lead,
        id: `lead-${counter}`,
        pageId: page.id,
        status: token ? 'inactive' : 'active',
        confirmToken: token,
        source,
      };
      rows.push(row);
      return { id: row.id, confirmToken: token, created: true };
    },
    async findPending(token) {
      const row = rows.find((each) => each.confirmToken === token);
      return row ? { email: row.email, senderName: pages.get(row.pageId)?.senderName ?? '' } : null;
    },
    async confirm(token) {
      const row = rows.find((each) => each.confirmToken === token);
      if (!row) return false;
      row.status = 'active';
      row.confirmToken = null;
      return true;
    },
  };
  const sender: EmailSender = {
    async send(email) {
      sent.push(email);
      return { id: `mail-${sent.length}` };
    },
    async sendBatch() {
      throw new Error('not used');
    },
  };
  const handler = createSubmitLeadHandler({
    store: () => store,
    sender: () => sender,
    from: () => 'Pitchcraft <no-reply@pitchcraft.local>',
    siteUrl: 'https://app.example/',
    functionsUrl: FUNCTIONS,
    limits: {
      perAddress: { max: 100, windowSeconds: 3600 },
      perPage: { max: 100, windowSeconds: 600 },
      perClient: { max: 100, windowSeconds: 600 },
      ...limits,
    },
    now: () => Date.UTC(2026, 10, 21, 12, 0, 30),
  });
  return { handler, store, rows, sent, hits };
}

const ANA = {
  page_id: PAGE,
  locale: 'en',
  first_name: ' Ana ',
  last_name: 'Ortega',
  email: ' Ana@Example.COM ',
  phone: '+34 600 123 456',
  website: '',
};

function form(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${FUNCTIONS}/submit-lead`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
const fetchForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  form(fields, { Accept: 'application/json', ...headers });

Deno.test('a form posted without JavaScript stores the lead and sees the page again at its form', async () => {
  const { handler, rows, sent } = setup();
  const response = await handler(form(ANA));
  assert.equal(response.status, 303);
  assert.equal(
    response.headers.get('location'),
    'https://app.example/pages/spring-tune-up?lead=submitted#lead-form',
  );
  assert.equal(rows.length, 1);
  assert.deepEqual(
    { ...rows[0], id: undefined },
    {
      id: undefined,
      pageId: PAGE,
      firstName: 'Ana',
      lastName: 'Ortega',
      email: 'ana@example.com',
      phone: '+34 600 123 456',
      status: 'active',
      confirmToken: null,
      source: 'direct',
    },
  );
  // Only the workspace contact hears of it: no confirmation without double opt-in.
  assert.equal(sent.length, 1);
  assert.equal(sent[0]?.to, 'hello@harborandpine.example');
  assert.equal(sent[0]?.subject, 'New lead: Ana Ortega (Spring tune-up week)');
  assert.match(sent[0]?.html ?? '', /ana@example\.com/);
  assert.match(
    sent[0]?.html ?? '',
    /https:\/\/app\.example\/organizations\/b2e1d4c3-0000-4000-8000-000000000001\/clients\/c3f2e5d4-0000-4000-8000-000000000001\/leads/,
  );
  assert.equal(sent[0]?.replyTo, 'ana@example.com');
});

Deno.test('the page script gets JSON, with CORS for any origin, and a JSON body works too', async () => {
  const { handler, rows } = setup();
  const response = await handler(fetchForm(ANA, { Origin: 'https://bluebird.example' }));
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { status: 'created' });
  assert.equal(response.headers.get('access-control-allow-origin'), '*');

  const asJson = await handler(
    new Request(`${FUNCTIONS}/submit-lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ANA, email: 'luis@example.com' }),
    }),
  );
  assert.deepEqual(await asJson.json(), { status: 'created' });
  assert.equal(rows.length, 2);

  const preflight = await handler(new Request(`${FUNCTIONS}/submit-lead`, { method: 'OPTIONS' }));
  assert.equal(preflight.status, 204);
  assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
});

/** The sources stored, in order, for the posts made one after another with fresh addresses. */
async function storedSources(posts: [Record<string, string>, Record<string, string>?][]) {
  const { handler, rows } = setup();
  for (const [index, [fields, headers]] of posts.entries()) {
    const response = await handler(
      form({ ...ANA, email: `visitor-${index}@example.com`, ...fields }, headers),
    );
    assert.equal(response.status, 303, JSON.stringify(fields));
  }
  return rows.map((row) => row.source);
}

Deno.test("the visit's source: the form's field, which the page's script fills, cleaned as a view's source is", async () => {
  assert.deepEqual(
    await storedSources([
      [{ source: 'News Letter!' }],
      [{ source: 'www.Google.com' }],
      [{ source: 'newsletter' }],
      [{ source: '' }],
      [{}],
    ]),
    // The public page records a view of ?utm_source=News%20Letter! as news-letter (public-page tests).
    ['news-letter', 'google.com', 'newsletter', 'direct', 'direct'],
  );
  // The JSON body and the script's urlencoded body alike.
  const { handler, rows } = setup();
  const asJson = await handler(
    new Request(`${FUNCTIONS}/submit-lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ANA, source: 'Bluebird-Mailer' }),
    }),
  );
  assert.equal(asJson.status, 200);
  await handler(fetchForm({ ...ANA, email: 'luis@example.com', source: 'instagram.com' }));
  assert.deepEqual(
    rows.map((row) => row.source),
    ['bluebird-mailer', 'instagram.com'],
  );
});

Deno.test('without JavaScript the source is the utm_source of the page the form was posted from, else direct', async () => {
  const page = 'https://pages.example/pages/spring-tune-up';
  assert.deepEqual(
    await storedSources([
      // Same origin as the function: the browser names the whole page address.
      [{ source: '' }, { Referer: `${page}?utm_medium=email&utm_source=Spring%20Mailer` }],
      // Across origins (strict-origin-when-cross-origin): only the origin, which is the page's own.
      [{ source: '' }, { Referer: 'https://pages.example/' }],
      // A host is never taken from Referer: it names the page itself, not where the visit came from.
      [{ source: '' }, { Referer: 'https://www.google.com/search?q=bikes' }],
      [{ source: '' }, { Referer: `${page}?utm_source=` }],
      [{ source: '' }, { Referer: 'not a url ?utm_source=x' }],
      // The script's field says more than the address the form was sent from.
      [{ source: 'facebook.com' }, { Referer: `${page}?utm_source=newsletter` }],
    ]),
    ['spring-mailer', 'direct', 'direct', 'direct', 'direct', 'facebook.com'],
  );
});

Deno.test('attack: a forged source is only cleaned: no markup, nothing longer than 100, nothing the database refuses', async () => {
  const forged = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'x'.repeat(500),
    `${'a'.repeat(99)}<b>`,
    '=HYPERLINK("http://evil.example")',
    'ä\u202Eevil\u0000',
    '<>',
    '   ',
    '-.-',
  ];
  const sources = await storedSources([
    ...forged.map((source): [Record<string, string>] => [{ source }]),
    [
      { source: '' },
      { Referer: `https://pages.example/pages/x?utm_source=${encodeURIComponent('<script>')}` },
    ],
  ]);
  assert.deepEqual(sources, [
    'script-alert-1-script',
    'img-src-x-onerror-alert-1',
    'x'.repeat(100),
    'a'.repeat(99),
    'hyperlink-http-evil.example',
    'evil',
    'direct',
    'direct',
    '.',
    'script',
  ]);
  for (const source of sources) assert.match(source, /^[a-z0-9._-]{1,100}$/);
});

const INVISIBLE_OR_BRACKETS = (label: string) =>
  `${label}: remove the < > and invisible characters (such as zero-width spaces or text direction marks).`;

Deno.test('each field the form asks is checked, and the answer names what to fix', async () => {
  const { handler, rows } = setup();
  const cases: [Record<string, string>, Record<string, string>][] = [
    [{ first_name: '' }, { first_name: 'First name: fill this in.' }],
    [{ last_name: 'x'.repeat(101) }, { last_name: 'Last name: this is too long.' }],
    [{ first_name: '<script>' }, { first_name: INVISIBLE_OR_BRACKETS('First name') }],
    // A right-to-left override ("Ana \u202Egpj.exe" shows as "Ana exe.jpg") and a zero-width space:
    // the database's private.is_valid_name would refuse them.
    [{ first_name: 'Ana \u202Egpj.exe' }, { first_name: INVISIBLE_OR_BRACKETS('First name') }],
    [{ last_name: 'Gar\u200Bcía' }, { last_name: INVISIBLE_OR_BRACKETS('Last name') }],
    [{ last_name: '\uFEFFGarcía\u2066' }, { last_name: INVISIBLE_OR_BRACKETS('Last name') }],
    [{ email: 'ana@' }, { email: 'Email: enter an address like name@example.com.' }],
    [{ email: '' }, { email: 'Email: fill this in.' }],
    [{ phone: '12' }, { phone: 'Phone: enter a number of 7 to 15 digits, like +1 555 010 0199.' }],
    [{ phone: '' }, { phone: 'Phone: fill this in.' }],
  ];
  for (const [change, fields] of cases) {
    const response = await handler(fetchForm({ ...ANA, ...change }));
    assert.equal(response.status, 422, JSON.stringify(change));
    const body = await response.json();
    assert.equal(body.error.code, 'invalid_fields');
    assert.deepEqual(body.error.fields, fields);
  }
  assert.equal(rows.length, 0);
});

Deno.test('in Spanish, and without JavaScript, the refusal is a page listing what to fix', async () => {
  const { handler, rows } = setup();
  const response = await handler(form({ ...ANA, locale: 'es', email: 'no-es-un-correo', phone: 'abc' }));
  assert.equal(response.status, 422);
  const page = await response.text();
  assert.match(page, /<html lang="es">/);
  assert.match(page, /Revisa el formulario/);
  assert.match(page, /Correo electrónico: escribe una dirección como nombre@ejemplo\.com\./);
  assert.match(page, /Teléfono: escribe un número de 7 a 15 cifras/);
  assert.match(page, /href="https:\/\/app\.example\/pages\/spring-tune-up#lead-form"/);
  assert.equal(rows.length, 0);
});

Deno.test('a field the form does not ask is neither required nor kept', async () => {
  const { handler, rows } = setup();
  const response = await handler(
    fetchForm({
      page_id: NAME_AND_EMAIL_PAGE,
      first_name: 'Ana',
      email: 'ana@example.com',
      phone: 'nonsense',
    }),
  );
  assert.equal(response.status, 200);
  assert.equal(rows[0]?.lastName, '—');
  assert.equal(rows[0]?.phone, null);
});

Deno.test('an optional phone may be left empty, but a filled one is still checked', async () => {
  const { handler, rows } = setup();
  const empty = await handler(fetchForm({ ...ANA, page_id: OPTIONAL_PHONE_PAGE, phone: '' }));
  assert.equal(empty.status, 200);
  assert.equal(rows[0]?.phone, null);
  const wrong = await handler(fetchForm({ ...ANA, page_id: OPTIONAL_PHONE_PAGE, phone: '12' }));
  assert.equal(wrong.status, 422);
  assert.deepEqual((await wrong.json()).error.fields, {
    phone: 'Phone: enter a number of 7 to 15 digits, like +1 555 010 0199.',
  });
});

Deno.test('a filled honeypot hears success and nothing is stored or sent', async () => {
  const { handler, rows, sent } = setup();
  const json = await handler(fetchForm({ ...ANA, website: 'https://spam.example' }));
  assert.deepEqual(await json.json(), { status: 'created' });
  const plain = await handler(form({ ...ANA, website: 'buy now' }));
  assert.equal(plain.status, 303);
  assert.match(plain.headers.get('location') ?? '', /\?lead=submitted#lead-form$/);
  assert.equal(rows.length, 0);
  assert.equal(sent.length, 0);
});

Deno.test('the same address twice on a page keeps one lead and tells the contact once', async () => {
  const { handler, rows, sent } = setup();
  await handler(fetchForm(ANA));
  const again = await handler(fetchForm({ ...ANA, first_name: 'Anita', email: 'ANA@example.com' }));
  assert.deepEqual(await again.json(), { status: 'created' });
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.firstName, 'Ana');
  assert.equal(sent.length, 1);
});

Deno.test('an address is limited across tries, and answers 429 with Retry-After', async () => {
  const { handler, rows } = setup({ perAddress: { max: 2, windowSeconds: 3600 } });
  assert.equal((await handler(fetchForm(ANA))).status, 200);
  assert.equal((await handler(fetchForm(ANA))).status, 200);
  const third = await handler(fetchForm(ANA));
  assert.equal(third.status, 429);
  assert.equal((await third.json()).error.code, 'rate_limited');
  assert.equal(third.headers.get('retry-after'), String(3600 - 30));
  // Another address on the same page is still welcome.
  assert.equal((await handler(fetchForm({ ...ANA, email: 'luis@example.com' }))).status, 200);
  assert.equal(rows.length, 2);
});

Deno.test('a page is limited whoever sends, and without JavaScript the refusal is a page', async () => {
  const { handler, rows } = setup({ perPage: { max: 2, windowSeconds: 600 } });
  for (const email of ['a1@example.com', 'a2@example.com']) {
    assert.equal((await handler(fetchForm({ ...ANA, email }))).status, 200);
  }
  const third = await handler(form({ ...ANA, email: 'a3@example.com' }));
  assert.equal(third.status, 429);
  assert.equal(third.headers.get('retry-after'), '570');
  assert.match(await third.text(), /Too many tries/);
  assert.equal(rows.length, 2);
});

Deno.test('attack: 60 junk posts without an email do not shut the form for the next real visitor', async () => {
  const { handler, rows } = setup({ perPage: { max: 60, windowSeconds: 600 } });
  for (let i = 0; i < 60; i += 1) {
    const junk = await handler(fetchForm({ ...ANA, email: '' }, { 'X-Forwarded-For': `198.51.100.${i}` }));
    assert.equal(junk.status, 422);
  }
  assert.equal((await handler(fetchForm(ANA, { 'X-Forwarded-For': '203.0.113.7' }))).status, 200);
  assert.equal(rows.length, 1);
});

Deno.test('attack: a double opt-in sign-up does not echo the typed name to the unconfirmed address', async () => {
  const { handler, sent } = setup();
  const spam = 'Claim your prize at https://evil.example';
  await handler(fetchForm({ ...ANA, page_id: OPT_IN_PAGE, first_name: spam, email: 'victim@example.com' }));
  const confirmation = sent.find((mail) => mail.to === 'victim@example.com');
  assert.ok(confirmation);
  assert.equal(confirmation.subject, 'Confirm your email address');
  assert.doesNotMatch(`${confirmation.subject}\n${confirmation.html}\n${confirmation.text}`, /evil|prize/);
});

Deno.test('a visitor address is limited when the proxy reports one', async () => {
  const { handler, hits } = setup({ perClient: { max: 1, windowSeconds: 600 } });
  const from = { 'X-Forwarded-For': '10.0.0.1, 203.0.113.7' };
  assert.equal((await handler(fetchForm(ANA, from))).status, 200);
  assert.equal((await handler(fetchForm({ ...ANA, email: 'b@example.com' }, from))).status, 429);
  assert.equal(hits.get('lead:client/203.0.113.7'), 2);
});

Deno.test('a page that is not live refuses leads; an unknown page is not found', async () => {
  const { handler, rows } = setup();
  const closed = await handler(fetchForm({ ...ANA, page_id: CLOSED_PAGE }));
  assert.equal(closed.status, 403);
  assert.equal((await closed.json()).error.code, 'form_closed');
  const closedPage = await handler(form({ ...ANA, page_id: CLOSED_PAGE }));
  assert.equal(closedPage.status, 403);
  assert.match(await closedPage.text(), /This form is closed/);
  const unknown = await handler(fetchForm({ ...ANA, page_id: '0c1d2e3f-0000-4000-8000-0000000000ff' }));
  assert.equal(unknown.status, 404);
  const malformed = await handler(fetchForm({ ...ANA, page_id: 'nope' }));
  assert.equal(malformed.status, 400);
  assert.equal(rows.length, 0);
});

Deno.test('double opt-in: pending until the emailed link is confirmed, in the page language', async () => {
  const { handler, rows, sent } = setup();
  const answer = await handler(form({ ...ANA, page_id: OPT_IN_PAGE, locale: 'es' }));
  assert.equal(answer.status, 303);
  assert.equal(
    answer.headers.get('location'),
    'https://app.example/pages/taller-de-otono?lead=confirm#lead-form',
  );
  assert.equal(rows[0]?.status, 'inactive');

  const confirmation = sent.find((mail) => mail.to === 'ana@example.com');
  assert.ok(confirmation, 'the lead gets a confirmation email');
  // The address has confirmed nothing: a fixed subject, and nothing the visitor typed echoed to it.
  assert.equal(confirmation.subject, 'Confirma tu dirección de correo');
  assert.doesNotMatch(`${confirmation.html}\n${confirmation.text}`, /Ana/);
  const link = confirmation.html.match(/href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
  assert.equal(link, `${FUNCTIONS}/submit-lead/confirm?token=${rows[0]?.confirmToken}&lang=es`);
  const notice = sent.find((mail) => mail.to === 'hello@harborandpine.example');
  assert.match(notice?.html ?? '', /Todavía no ha confirmado su correo/);

  // Opening the link changes nothing (link scanners open links); its button confirms.
  const opened = await handler(new Request(link));
  assert.equal(opened.status, 200);
  const openedPage = await opened.text();
  assert.match(openedPage, /Confirmar mi correo/);
  assert.equal(rows[0]?.status, 'inactive');
  const action = openedPage.match(/action="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const confirmed = await handler(new Request(new URL(action, link), { method: 'POST' }));
  assert.equal(confirmed.status, 200);
  assert.match(await confirmed.text(), /Correo confirmado/);
  assert.equal(rows[0]?.status, 'active');

  const reused = await handler(new Request(link));
  assert.equal(reused.status, 404);
  assert.match(await reused.text(), /Este enlace no funciona/);
});

Deno.test('a pending lead that signs up again gets the confirmation again, and the JSON says pending', async () => {
  const { handler, rows, sent } = setup();
  await handler(fetchForm({ ...ANA, page_id: OPT_IN_PAGE }));
  const again = await handler(fetchForm({ ...ANA, page_id: OPT_IN_PAGE }));
  assert.deepEqual(await again.json(), { status: 'pending_confirmation' });
  assert.equal(rows.length, 1);
  assert.equal(sent.filter((mail) => mail.to === 'ana@example.com').length, 2);
  assert.equal(sent.filter((mail) => mail.to === 'hello@harborandpine.example').length, 1);
});

Deno.test('a malformed confirmation link is a page that says so', async () => {
  const { handler } = setup();
  const response = await handler(
    new Request(`${FUNCTIONS}/submit-lead/confirm?token=x`, { headers: { 'Accept-Language': 'en-GB' } }),
  );
  assert.equal(response.status, 404);
  assert.match(await response.text(), /This link does not work/);
});

Deno.test('a failure on our side is told in the visitor language: JSON for the script, a page without it', async () => {
  const { handler, store, rows } = setup();
  store.saveLead = () => Promise.reject(new Error('database is down'));

  const scripted = await handler(fetchForm({ ...ANA, locale: 'es' }));
  assert.equal(scripted.status, 500);
  assert.deepEqual(await scripted.json(), {
    error: {
      code: 'unexpected',
      message:
        'No se ha podido hacer ahora mismo y no se ha guardado nada. Inténtalo de nuevo dentro de unos minutos.',
    },
  });

  const plain = await handler(form({ ...ANA, locale: 'es' }));
  assert.equal(plain.status, 500);
  assert.match(plain.headers.get('Content-Type') ?? '', /text\/html/);
  const page = await plain.text();
  assert.match(page, /<html lang="es">/);
  assert.match(page, /Algo ha fallado/);
  assert.equal(rows.length, 0);
});
