import assert from 'node:assert/strict';
import { PAGE_TEMPLATES } from '../_shared/content/brief.ts';
import {
  campaign,
  client,
  memoryStore,
  post,
  testDeps,
  workspace,
} from '../_shared/testing/generation-support.ts';
import { createHandler } from './handler.ts';

const page = campaign({ kind: 'page', template: 'solid', mood: 'modern' });
const call = (body: unknown, store = memoryStore([page])) => createHandler(testDeps(store))(post(body));

interface Ranked {
  template: string;
  score: number;
  reason: string;
}

function assertRanked(recommendations: Ranked[]) {
  assert.deepEqual(recommendations.map((r) => r.template).sort(), [...PAGE_TEMPLATES].sort());
  for (const r of recommendations) assert.ok(r.reason.length > 10, r.reason);
  const scores = recommendations.map((r) => r.score);
  assert.deepEqual(
    scores,
    [...scores].sort((a, b) => b - a),
  );
}

Deno.test('a saved page: the thirteen templates ranked with a reason each, usage recorded', async () => {
  const store = memoryStore([page]);
  const response = await call({ campaignId: page.id }, store);
  assert.equal(response.status, 200);
  const body = await response.json();
  assertRanked(body.recommendations);
  assert.equal(store.usage[0].kind, 'templates');
  assert.equal(store.usage[0].campaignId, page.id);
});

Deno.test("the wizard's fields before the page exists, in Spanish when asked", async () => {
  const store = memoryStore([]);
  const body = await (
    await call(
      {
        workspaceId: workspace.id,
        clientId: client.id,
        locale: 'es',
        name: 'Cena en Olivo',
        productName: 'Menú degustación',
        description: 'Un menú degustación de temporada en nuestro restaurante, con maridaje de vinos.',
        mood: 'elegant',
      },
      store,
    )
  ).json();
  assertRanked(body.recommendations);
  assert.equal(body.locale, 'es');
  assert.ok(['bistro', 'tasty'].includes(body.recommendations[0].template));
  assert.match(body.recommendations[0].reason, /restaurante|menú|Pensada/);
  assert.equal(store.usage[0].campaignId, null);
  assert.equal(store.usage[0].workspaceId, workspace.id);
});

Deno.test('refusals: a workspace or client not visible → 404; bad fields → 400', async () => {
  const noWorkspace = await call(
    { workspaceId: workspace.id, name: 'x' },
    memoryStore([], { workspaces: [] }),
  );
  assert.equal(noWorkspace.status, 404);
  assert.equal((await noWorkspace.json()).error.code, 'workspace_not_found');
  const noClient = await call({ workspaceId: workspace.id, clientId: crypto.randomUUID() });
  assert.equal(noClient.status, 404);
  await noClient.body?.cancel();
  const hiddenPage = await call({ campaignId: page.id }, memoryStore([]));
  assert.equal(hiddenPage.status, 404);
  await hiddenPage.body?.cancel();
  const bad = await call({ workspaceId: workspace.id, mood: 'grumpy' });
  assert.equal(bad.status, 400);
  assert.equal((await bad.json()).error.issues[0].path, 'mood');
  const neither = await call({});
  assert.equal(neither.status, 400);
  assert.equal((await neither.json()).error.issues[0].path, 'workspaceId');
});
