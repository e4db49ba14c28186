import assert from 'node:assert/strict';
import { splitLead } from './hero-lead.ts';

Deno.test('a short intro stays whole before the button', () => {
  assert.deepEqual(splitLead('Hello night owls. Our cold brew is here.'), {
    lead: 'Hello night owls. Our cold brew is here.',
    rest: '',
  });
});

Deno.test('a long intro keeps whole sentences before the button and the rest after it, nothing lost', () => {
  const intro =
    'Our cold brew is back for the season. It is steeped for twenty hours with organic beans. ' +
    'Every bottle is filled the morning it ships, in Austin. Order before Sunday and the first one is on us!';
  const { lead, rest } = splitLead(intro);
  assert.equal(
    lead,
    'Our cold brew is back for the season. It is steeped for twenty hours with organic beans. ' +
      'Every bottle is filled the morning it ships, in Austin.',
  );
  assert.equal(rest, 'Order before Sunday and the first one is on us!');
  assert.equal(`${lead} ${rest}`, intro);
  assert.ok(lead.length <= 160);
});

Deno.test('paragraphs split at the first; a single long sentence stays the lead', () => {
  const first = 'A first paragraph that is short.';
  const second = 'x'.repeat(200);
  assert.deepEqual(splitLead(`${first}\n\n${second}`), { lead: first, rest: second });
  const long = `${'word '.repeat(50).trim()}.`;
  assert.deepEqual(splitLead(long), { lead: long, rest: '' });
});

Deno.test('an abbreviation inside a sentence does not end it ("10 a.m. we open")', () => {
  const intro =
    'We have been looking forward to sharing this with you. On Saturday, June 14 at 10 a.m. we open the doors of the Estate Planning Seminar, and we would love to see you.';
  const { lead, rest } = splitLead(intro);
  assert.equal(lead, 'We have been looking forward to sharing this with you.');
  assert.equal(
    rest,
    'On Saturday, June 14 at 10 a.m. we open the doors of the Estate Planning Seminar, and we would love to see you.',
  );
});
