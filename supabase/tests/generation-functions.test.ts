/**
 * The generation functions through the real gateway and real Deno, against the real schema and
 * seed: a stack of this file's own (fresh data, free ports), supabase-js as the app calls it, the
 * offline composer (no key). RLS decides who may generate, so the refusals here are Postgres's.
 */

import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REFUSAL_MESSAGES } from '../functions/_shared/refusals/messages.ts';
import type { RunningStack } from '../local/stack.ts';
import { startTestStack } from '../local/testing/test-stack.ts';
import {
  anonClient,
  CASA_VERDE,
  HARBOR_AND_PINE,
  SEEDED_EMAIL,
  SEEDED_PAGE,
  signIn,
  signInNewUser,
  tableOwner,
} from './testing/stack-clients.ts';

let stack: RunningStack;
type Who = 'owner' | 'admin' | 'member' | 'stranger';
const clients = {} as Record<Who, SupabaseClient>;

/** The status and JSON body of a function's refusal, as the app reads it from supabase-js. */
async function refusal(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  // No model: blank keys override any .env, so the offline composer answers.
  stack = await startTestStack({ functionEnv: { OPENAI_API_KEY: '', AI_BASE_URL: '' } });
  for (const who of ['owner', 'admin', 'member'] as const)
    clients[who] = await signIn(stack, `${who}@pitchcraft.local`);
  clients.stranger = await signInNewUser(stack, 'stranger@example.com', 'stranger-password-1');
}, 90_000);

afterAll(() => stack?.stop());

describe('generate-campaign', () => {
  test('the owner generates the seeded email: stored design, HTML, subject and preheader', async () => {
    const { data, error } = await clients.owner.functions.invoke('generate-campaign', {
      body: { campaignId: SEEDED_EMAIL, mode: 'brief' },
    });
    expect(error).toBeNull();
    expect(data.locale).toBe('en');
    expect(data.usage.provider).toBe('offline');
    const { data: row } = await clients.owner
      .from('campaigns')
      .select('html, design, content, subject, preheader, status')
      .eq('id', SEEDED_EMAIL)
      .single();
    expect(row).toMatchObject({ subject: data.subject, preheader: data.preheader, status: 'draft' });
    expect(row?.html).toBe(data.html);
    expect(row?.html).toContain('500 Congress Avenue, Suite 210, Austin, TX 78701, United States');
    expect(row?.html).toContain('{{unsubscribe_url}}');
    expect(row?.design).toEqual(data.design);
  }, 60_000);

  test('a member regenerates in Spanish: the earlier email is kept as a version, usage recorded', async () => {
    const { data, error } = await clients.member.functions.invoke('generate-campaign', {
      body: { campaignId: SEEDED_EMAIL, mode: 'brief', locale: 'es' },
    });
    expect(error).toBeNull();
    expect(data.html).toContain('<html lang="es"');
    expect(data.html).toContain('Cancelar suscripción');
    expect(data.previousVersionId).toEqual(expect.any(String));
    const { data: version } = await clients.member
      .from('campaign_versions')
      .select('html, note')
      .eq('id', data.previousVersionId)
      .single();
    expect(version?.html).toContain('<html lang="en"');
    const { data: usage } = await clients.member
      .from('ai_generations')
      .select('kind, provider, model, status, created_by')
      .eq('campaign_id', SEEDED_EMAIL);
    expect(usage).toHaveLength(2);
    expect(usage?.every((u) => u.provider === 'offline' && u.status === 'succeeded')).toBe(true);
  }, 30_000);

  test('express: one prompt', async () => {
    const { data, error } = await clients.admin.functions.invoke('generate-campaign', {
      body: {
        campaignId: SEEDED_EMAIL,
        mode: 'express',
        prompt: 'Winter service special: 20% off full tune-ups until December 20.',
      },
    });
    expect(error).toBeNull();
    expect(JSON.stringify(data.content)).toContain('20%');
  }, 30_000);

  test('one part regenerated: only it changes in the stored content; the rest as Postgres kept it', async () => {
    const read = async () => {
      const { data, error } = await clients.owner
        .from('campaigns')
        .select('content, subject, html')
        .eq('id', SEEDED_EMAIL)
        .single();
      if (!data) throw error;
      return data;
    };
    const before = await read();
    const { data, error } = await clients.owner.functions.invoke('generate-campaign', {
      body: { campaignId: SEEDED_EMAIL, mode: 'brief', section: 'intro', variation: 'db-test' },
    });
    expect(error).toBeNull();
    const after = await read();
    const { headline, intro, ...rest } = after.content as Record<string, unknown>;
    const { headline: oldHeadline, intro: oldIntro, ...oldRest } = before.content as Record<string, unknown>;
    expect(`${headline}${intro}`).not.toBe(`${oldHeadline}${oldIntro}`);
    expect(rest).toEqual(oldRest);
    expect(after.subject).toBe(before.subject);
    expect(after?.html).toBe(data.html);
    const { data: version } = await clients.owner
      .from('campaign_versions')
      .select('content, note')
      .eq('id', data.previousVersionId)
      .single();
    expect(version).toEqual({ content: before?.content, note: 'Before regeneration' });
    const { error: refused } = await clients.owner.functions.invoke('generate-campaign', {
      body: { campaignId: SEEDED_EMAIL, mode: 'brief', section: 'section:4' },
    });
    const { status, body } = await refusal(refused);
    expect(status).toBe(400);
    expect(body.error.issues[0].path).toBe('section');
  }, 30_000);

  test('a picture uploaded to the campaign becomes the email’s hero, read from the images bucket as the caller', async () => {
    const workspaceId = 'b2e1d4c3-0000-4000-8000-000000000001';
    const path = `${workspaceId}/${SEEDED_EMAIL}/hero.png`;
    // A 1×1 PNG: the bucket takes only real images.
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII='),
      (c) => c.charCodeAt(0),
    );
    const uploaded = await clients.owner.storage
      .from('images')
      .upload(path, png, { contentType: 'image/png' });
    expect(uploaded.error).toBeNull();
    try {
      const { data, error } = await clients.owner.functions.invoke('generate-campaign', {
        body: { campaignId: SEEDED_EMAIL, mode: 'brief' },
      });
      expect(error).toBeNull();
      expect(data.html).toContain(`/storage/v1/object/public/images/${path}`);
    } finally {
      await clients.owner.storage.from('images').remove([path]);
    }
  }, 30_000);

  test('a user outside the workspace: 404, as if the campaign did not exist', async () => {
    const { error } = await clients.stranger.functions.invoke('generate-campaign', {
      body: { campaignId: SEEDED_EMAIL, mode: 'brief' },
    });
    const { status, body } = await refusal(error);
    expect(status).toBe(404);
    expect(body.error).toEqual({
      code: 'campaign_not_found',
      message: 'This campaign does not exist or you cannot see it.',
    });
  }, 30_000);

  test('a viewer of the workspace: 403 viewer_read_only, before any credit is spent', async () => {
    const viewer = await signInNewUser(stack, 'viewer@example.com', 'viewer-password-1');
    const { data } = await viewer.auth.getUser();
    const tables = await tableOwner(stack);
    try {
      await tables.query(
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'viewer')`,
        [HARBOR_AND_PINE, data.user?.id],
      );
      const { data: campaign } = await viewer.from('campaigns').select('id').eq('id', SEEDED_EMAIL).single();
      expect(campaign).toEqual({ id: SEEDED_EMAIL });
      const { error } = await viewer.functions.invoke('generate-campaign', {
        body: { campaignId: SEEDED_EMAIL, mode: 'brief' },
      });
      const { status, body } = await refusal(error);
      expect(status).toBe(403);
      expect(body.error.code).toBe('viewer_read_only');
      const usage = await tables.query('select 1 from public.ai_generations where created_by = $1', [
        data.user?.id,
      ]);
      expect(usage.rowCount).toBe(0);
    } finally {
      await tables.end();
    }
  }, 30_000);

  test('no token or the anon key: 401; a bad request: 400 naming the fields', async () => {
    const noToken = await fetch(`${stack.apiUrl}/functions/v1/generate-campaign`, {
      method: 'POST',
      body: JSON.stringify({ campaignId: SEEDED_EMAIL, mode: 'brief' }),
    });
    expect(noToken.status).toBe(401);
    await noToken.body?.cancel();
    const { error: anonError } = await anonClient(stack).functions.invoke('generate-campaign', {
      body: { campaignId: SEEDED_EMAIL, mode: 'brief' },
    });
    expect((await refusal(anonError)).status).toBe(401);
    const { error } = await clients.owner.functions.invoke('generate-campaign', {
      body: { campaignId: 'not-a-uuid', mode: 'sometimes', locale: 'es' },
    });
    const { status, body } = await refusal(error);
    expect(status).toBe(400);
    expect(body.error.message).toBe('Se ha producido un error inesperado.');
    expect(body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['campaignId', 'mode']);
  }, 30_000);
});

describe('generate-page', () => {
  test('the seeded page in its template, in both languages, saved with its template', async () => {
    for (const locale of ['en', 'es']) {
      const { data, error } = await clients.owner.functions.invoke('generate-page', {
        body: { campaignId: SEEDED_PAGE, mode: 'brief', locale },
      });
      expect(error).toBeNull();
      expect(data.template).toBe('solid');
      expect(data.html).toContain(`<html lang="${locale}">`);
      const { data: row } = await clients.owner
        .from('campaigns')
        .select('html, content, template')
        .eq('id', SEEDED_PAGE)
        .single();
      expect(row?.html).toBe(data.html);
      expect(row?.content).toEqual(data.content);
    }
    const { data } = await clients.owner.functions.invoke('generate-page', {
      body: { campaignId: SEEDED_PAGE, mode: 'brief', template: 'celestial' },
    });
    expect(data.html).toContain('class="t-celestial');
    const { data: row } = await clients.owner
      .from('campaigns')
      .select('template')
      .eq('id', SEEDED_PAGE)
      .single();
    expect(row?.template).toBe('celestial');
  }, 60_000);

  test('one section of the page regenerated: the others stay as they were', async () => {
    const read = async () => {
      const { data, error } = await clients.owner
        .from('campaigns')
        .select('content, template')
        .eq('id', SEEDED_PAGE)
        .single();
      if (!data) throw error;
      return data;
    };
    const before = await read();
    const { error } = await clients.owner.functions.invoke('generate-page', {
      body: { campaignId: SEEDED_PAGE, mode: 'brief', section: 0, variation: 'db-test' },
    });
    expect(error).toBeNull();
    const after = await read();
    type Doc = { seo: unknown; sections: { type: string }[] };
    const [hero, ...others] = (after.content as Doc).sections;
    const [oldHero, ...oldOthers] = (before.content as Doc).sections;
    expect(hero?.type).toBe(oldHero?.type);
    expect(hero).not.toEqual(oldHero);
    expect(others).toEqual(oldOthers);
    expect((after.content as Doc).seo).toEqual((before.content as Doc).seo);
    expect(after.template).toBe(before.template);
  }, 30_000);
});

describe('recommend-templates', () => {
  test('ranks the thirteen for a saved page and for wizard fields', async () => {
    const byPage = await clients.member.functions.invoke('recommend-templates', {
      body: { campaignId: SEEDED_PAGE },
    });
    expect(byPage.error).toBeNull();
    expect(byPage.data.recommendations).toHaveLength(13);
    const byFields = await clients.owner.functions.invoke('recommend-templates', {
      body: {
        workspaceId: CASA_VERDE,
        productName: 'Pan de muerto',
        description: 'Pan de temporada horneado cada mañana en nuestra panadería.',
      },
    });
    expect(byFields.error).toBeNull();
    // Casa Verde writes in Spanish.
    expect(byFields.data.locale).toBe('es');
    expect(byFields.data.recommendations[0].reason).toMatch(/[áéíóúñ]|Pensada|diseño/);
  }, 30_000);

  test("another workspace's fields: 404", async () => {
    const { error } = await clients.admin.functions.invoke('recommend-templates', {
      body: { workspaceId: CASA_VERDE, name: 'x' },
    });
    expect((await refusal(error)).status).toBe(404);
  }, 30_000);
});

describe('the generation quota', () => {
  test('15 calls fired at once by one user: 10 answered, 5 refused with 429 quota_exceeded and Retry-After, counted in Postgres', async () => {
    const user = await signInNewUser(stack, 'quota@example.com', 'quota-password-1');
    const { data: workspace, error } = await user.rpc('create_workspace', { name: 'Quota Studio' });
    expect(error).toBeNull();
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        user.functions.invoke('recommend-templates', {
          body: { workspaceId: workspace.id, productName: `Product ${n}`, locale: 'es' },
        }),
      ),
    );
    expect(results.filter((result) => result.error === null)).toHaveLength(10);
    const refused = await Promise.all(
      results.filter((result) => result.error).map((result) => refusal(result.error)),
    );
    expect(refused).toHaveLength(5);
    for (const { status, body } of refused) {
      expect(status).toBe(429);
      expect(body.error.code).toBe('quota_exceeded');
      expect(body.error.message).toBe(REFUSAL_MESSAGES.es.quota_exceeded);
      expect(body.error.retryAfterSeconds).toBeGreaterThan(0);
      expect(body.error.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    const firstRefused = results.find((result) => result.error)?.error;
    expect(firstRefused).toBeInstanceOf(FunctionsHttpError);
    const response = (firstRefused as FunctionsHttpError).context as Response;
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Only the answered calls were provider calls.
    const { data: usage } = await user.from('ai_generations').select('id').eq('workspace_id', workspace.id);
    expect(usage).toHaveLength(10);
  }, 60_000);
});
