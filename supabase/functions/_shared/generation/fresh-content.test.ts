import assert from 'node:assert/strict';
import { briefSeed } from '../ai/offline-provider.ts';
import type { AiProvider, GenerationOptions } from '../ai/provider.ts';
import { createProvider } from '../ai/select-provider.ts';
import { sampleBrief } from '../ai/test-briefs.ts';
import { sameJson, writeFresh } from './fresh-content.ts';

const brief = sampleBrief('en', 'playful');

Deno.test('the seed of a brief is unchanged without a variation, and moves with one', () => {
  assert.equal(briefSeed(brief), briefSeed(brief, undefined));
  assert.equal(briefSeed(brief), briefSeed(brief, ''));
  assert.notEqual(briefSeed(brief, 'a'), briefSeed(brief));
  assert.notEqual(briefSeed(brief, 'a'), briefSeed(brief, 'b'));
  assert.equal(briefSeed(brief, 'a'), briefSeed(brief, 'a'));
});

Deno.test('sameJson ignores the order of keys (jsonb does not keep it), not the values', () => {
  assert.ok(sameJson({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 }));
  assert.ok(!sameJson({ a: 1, b: [1, 2] }, { a: 1, b: [2, 1] }));
  assert.ok(!sameJson({ a: 1 }, null));
});

const counting = (name: AiProvider['name']) => {
  const asked: GenerationOptions[] = [];
  const provider: AiProvider = { ...createProvider({}), name };
  const ask = (options: GenerationOptions) => {
    asked.push(options);
    return Promise.resolve({
      value: asked.length,
      usage: { provider: name, model: 'm', promptTokens: 0, completionTokens: 0, ms: 0 },
    });
  };
  return { provider, ask, asked };
};

Deno.test('offline, an unchanged result tries further variations; a model is asked once', async () => {
  const offline = counting('offline');
  const result = await writeFresh(offline.provider, { variation: 'v' }, offline.ask, (value) => value < 3);
  assert.equal(result.value, 3);
  assert.deepEqual(
    offline.asked.map((o) => o.variation),
    ['v', 'v#1', 'v#2'],
  );
  const stuck = counting('offline');
  await writeFresh(stuck.provider, {}, stuck.ask, () => true);
  assert.equal(stuck.asked.length, 6, 'gives up: the phrase bank may have no other words');
  const model = counting('openai');
  await writeFresh(model.provider, { variation: 'v' }, model.ask, () => true);
  assert.equal(model.asked.length, 1);
});
