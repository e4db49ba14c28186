/**
 * Offline generation end to end: supabase-js → gateway → Deno (generate-campaign, generate-page)
 * → RLS reads, composer, design, renderer → writes (version, campaign, usage). A stack of its own,
 * the seeded owner signed in, no model key. p50 and p95 over 200 runs each, printed.
 *   npx node bench/generation-gateway.ts
 */

import { createClient } from '@supabase/supabase-js';
import { startTestStack } from '../supabase/local/testing/test-stack.ts';

const RUNS = 200;
const WARM_UP = 10;
const EMAIL_ID = 'd4a3f6e5-0000-4000-8000-000000000001';
const PAGE_ID = 'd4a3f6e5-0000-4000-8000-000000000002';

const stack = await startTestStack({ functionEnv: { OPENAI_API_KEY: '', AI_BASE_URL: '' } });
try {
  const anon = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } });
  const { data, error } = await anon.auth.signInWithPassword({
    email: 'owner@pitchcraft.local',
    password: 'pitchcraft-demo-2026',
  });
  if (error) throw error;
  const owner = createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${data.session.access_token}` } },
  });

  async function measure(name: string, body: (i: number) => Record<string, unknown>) {
    const call = async (i: number) => {
      const { error } = await owner.functions.invoke(name, { body: body(i) });
      if (error) throw error;
    };
    // The first call boots the function's worker and loads its npm packages.
    const bootStarted = performance.now();
    await call(0);
    const boot = performance.now() - bootStarted;
    for (let i = 1; i < WARM_UP; i++) await call(i);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await call(i);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
    console.log(
      `${name.padEnd(18)} p50 ${at(0.5).padStart(6)} ms  p95 ${at(0.95).padStart(6)} ms  max ${at(1).padStart(6)} ms  (${RUNS} runs; first call ${boot.toFixed(0)} ms)`,
    );
  }

  console.log('offline generation through the gateway, sequential, one signed-in user');
  await measure('generate-campaign', (i) => ({
    campaignId: EMAIL_ID,
    mode: 'brief',
    locale: i % 2 ? 'es' : 'en',
  }));
  await measure('generate-page', (i) => ({
    campaignId: PAGE_ID,
    mode: 'brief',
    locale: i % 2 ? 'es' : 'en',
  }));
} finally {
  await stack.stop();
}
