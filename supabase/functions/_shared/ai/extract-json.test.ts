import assert from 'node:assert/strict';
import { extractJson } from './extract-json.ts';

const object = { subject: 'Fresh {sourdough} at "Crumb"', sections: [{ heading: 'A', body: 'B}' }] };
const text = JSON.stringify(object, null, 2);

Deno.test('plain JSON, fenced JSON and JSON inside prose all read the same object', () => {
  assert.deepEqual(extractJson(text), object);
  assert.deepEqual(extractJson(`\`\`\`json\n${text}\n\`\`\``), object);
  assert.deepEqual(
    extractJson(`Sure! Here is the email:\n\n\`\`\`\n${text}\n\`\`\`\nAnything else?`),
    object,
  );
  assert.deepEqual(
    extractJson(`Here is the JSON you asked for: ${text} I kept it short {as requested}.`),
    object,
  );
});

Deno.test('an answer without a JSON object reads as nothing', () => {
  assert.equal(extractJson('I cannot help with that.'), undefined);
  assert.equal(extractJson('{"subject": "cut off'), undefined);
});
