import assert from 'node:assert/strict';
import { readBrief } from './brief-facts.ts';
import { emailPrompt, pagePrompt } from './prompts.ts';
import { sampleBrief } from './test-briefs.ts';

const brief = sampleBrief('en', 'playful');
const facts = readBrief(brief);

Deno.test('a first generation says nothing of regenerating', () => {
  assert.doesNotMatch(emailPrompt(brief, facts), /regeneration/);
  assert.doesNotMatch(pagePrompt(brief, facts, 'solid'), /regeneration/);
});

Deno.test('a regeneration asks for a fresh alternative, quoting the words it replaces', () => {
  const current = { part: 'closing', text: 'See you soon, the Bluebird team' };
  const email = emailPrompt(brief, facts, { variation: 'x', current });
  assert.match(email, /regeneration: write a fresh alternative/);
  assert.match(email, /Current closing: "See you soon, the Bluebird team"$/);
  assert.match(pagePrompt(brief, facts, 'solid', { variation: 'x' }), /fresh alternative/);
});
