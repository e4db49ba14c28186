import assert from 'node:assert/strict';
import type { EmailSender, OutgoingEmail } from '../_shared/email/send/sender.ts';
import { bearer } from '../_shared/testing/generation-support.ts';
import { memoryMentionStore } from '../_shared/testing/mention-memory-store.ts';
import { createSendMentionEmailsHandler } from './handler.ts';

/** The function with the database's rules in memory and a sender that records what it sends. */
const APP = 'http://app.example:5173';
const AUTHOR = bearer({ role: 'authenticated', sub: 'a0000000-0000-4000-8000-000000000001' });
const OTHER = bearer({ role: 'authenticated', sub: 'a0000000-0000-4000-8000-000000000002' });
const COMMENT = {
  authorization: AUTHOR,
  id: 'd0000000-0000-4000-8000-000000000001',
  workspaceId: 'b0000000-0000-4000-8000-000000000001',
  campaignId: 'e0000000-0000-4000-8000-000000000001',
  campaignName: 'Pressing season',
  kind: 'email' as const,
  body: '@Lucía can you check the <price>?',
  authorName: 'Ana Editor',
  authorEmail: 'ana@orchard.test',
};

function setUp() {
  const store = memoryMentionStore(COMMENT, [
    { email: 'lucia@orchard.test', locale: 'es' },
    { email: 'owen@orchard.test', locale: 'en' },
  ]);
  const sent: OutgoingEmail[] = [];
  const sender: EmailSender = {
    async send(email) {
      sent.push(email);
      return { id: `msg_${sent.length}` };
    },
    sendBatch: () => Promise.reject(new Error('not used')),
  };
  const env = { SITE_URL: APP, RESEND_FROM: 'Pitchcraft <no-reply@pitchcraft.test>' };
  const handler = createSendMentionEmailsHandler(() => ({ env, store, sender }));
  const call = async (body: unknown, authorization = AUTHOR) => {
    const response = await handler(
      new Request('http://functions/send-mention-emails', {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json', Origin: APP },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  };
  return { sent, call };
}

Deno.test('each mentioned member is emailed once, in their language, with a link to the campaign', async () => {
  const { sent, call } = setUp();
  assert.deepEqual((await call({ commentId: COMMENT.id })).body, { emailed: 2 });
  assert.deepEqual(
    sent.map((email) => [email.to, email.subject]),
    [
      ['lucia@orchard.test', 'Ana Editor te ha mencionado en «Pressing season»'],
      ['owen@orchard.test', 'Ana Editor mentioned you on “Pressing season”'],
    ],
  );
  const url = `${APP}/organizations/${COMMENT.workspaceId}/campaigns/${COMMENT.campaignId}/view`;
  assert.ok(sent[1]?.html.includes(url));
  assert.ok(sent[1]?.html.includes('&lt;price&gt;'), 'the comment is escaped');
  assert.equal(sent[1]?.replyTo, 'ana@orchard.test');

  assert.deepEqual((await call({ commentId: COMMENT.id })).body, { emailed: 0 });
  assert.equal(sent.length, 2, 'a repeated call emails nobody twice');
});

Deno.test('only the author may have a comment announced', async () => {
  const { sent, call } = setUp();
  assert.equal((await call({ commentId: COMMENT.id }, OTHER)).body.error.code, 'comment_not_found');
  assert.equal((await call({ commentId: 'nope' })).body.error.code, 'invalid_request');
  assert.equal(sent.length, 0);
});
