import assert from 'node:assert/strict';
import { EmailSendError, type EmailSender, type OutgoingEmail } from '../_shared/email/send/sender.ts';
import { bearer } from '../_shared/testing/generation-support.ts';
import { memoryReviewLinkStore } from '../_shared/testing/review-link-memory-store.ts';
import { createSendReviewLinkHandler } from './handler.ts';
import type { ReviewerToEmail } from './store.ts';

/** The function with the database's rules in memory and a sender that records what it sends. */
const APP = 'http://app.example:5173';
const ADMIN = bearer({ role: 'authenticated', sub: 'a0000000-0000-4000-8000-000000000001' });
const EDITOR = bearer({ role: 'authenticated', sub: 'a0000000-0000-4000-8000-000000000002' });
const ROSA: ReviewerToEmail = {
  id: 'c0000000-0000-4000-8000-000000000001',
  email: 'rosa@bluebird.test',
  name: 'Rosa Díaz',
  locale: 'es',
  revokedAt: null,
  clientName: 'Bluebird Bikes',
  agencyName: 'Harbor & Pine',
  senderName: 'Ana Admin',
  senderEmail: 'ana@harbor.test',
};

function setUp(failSend = false) {
  const store = memoryReviewLinkStore([ROSA], { [ADMIN]: 'admin', [EDITOR]: 'editor' });
  const sent: OutgoingEmail[] = [];
  const sender: EmailSender = {
    async send(email) {
      if (failSend) throw new EmailSendError('refused', 'validation_error', 422);
      sent.push(email);
      return { id: `msg_${sent.length}` };
    },
    sendBatch: () => Promise.reject(new Error('not used')),
  };
  const handler = createSendReviewLinkHandler(() => ({
    env: { SITE_URL: `${APP}/`, RESEND_FROM: 'Pitchcraft <no-reply@pitchcraft.test>' },
    store,
    sender,
  }));
  const call = async (body: unknown, authorization = ADMIN) => {
    const response = await handler(
      new Request('http://functions/send-review-link', {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json', Origin: APP },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  };
  return { store, sent, call };
}

Deno.test('an admin emails the reviewer a link in the reviewer’s language, once per 10 minutes', async () => {
  const { store, sent, call } = setUp();
  const answer = await call({ reviewerId: ROSA.id });
  assert.equal(answer.status, 200);
  assert.equal(sent.length, 1);
  const [email] = sent;
  assert.equal(email?.to, ROSA.email);
  assert.equal(email?.replyTo, ROSA.senderEmail);
  assert.equal(email?.subject, 'Te piden una revisión en Pitchcraft');
  const secret = store.links.get(ROSA.id);
  assert.ok(email?.html.includes(`${APP}/review/${secret}`), 'the link, without a double slash');
  assert.ok(email?.text?.includes('Hola, Rosa Díaz:'));
  assert.ok(!JSON.stringify(answer.body).includes(secret ?? '-'), 'the secret never reaches the agency');

  const again = await call({ reviewerId: ROSA.id });
  assert.equal(again.status, 429);
  assert.equal(again.body.error.code, 'review_link_recently_sent');
  assert.equal(sent.length, 1);
  store.advance(10 * 60_000 + 1000);
  assert.equal((await call({ reviewerId: ROSA.id })).status, 200);
  assert.notEqual(store.links.get(ROSA.id), secret, 'a new link replaces the old one');
});

Deno.test('editors and unknown reviewers are refused, and nothing is sent', async () => {
  const { sent, call } = setUp();
  assert.equal((await call({ reviewerId: ROSA.id }, EDITOR)).body.error.code, 'owner_or_admin_only');
  assert.equal(
    (await call({ reviewerId: 'c0000000-0000-4000-8000-000000000009' })).body.error.code,
    'reviewer_not_found',
  );
  assert.equal((await call({ reviewerId: 'rosa' })).body.error.code, 'invalid_request');
  assert.equal(sent.length, 0);
});

Deno.test('a refused email drops its link, so another may be sent at once', async () => {
  const { store, call } = setUp(true);
  const answer = await call({ reviewerId: ROSA.id });
  assert.equal(answer.body.error.code, 'email_refused');
  assert.deepEqual(store.released, [ROSA.id]);
  assert.equal(store.links.has(ROSA.id), false);
});
