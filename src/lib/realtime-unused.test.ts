import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RealtimeClient } from './realtime-unused.ts';

/** Every method supabase-js calls on its Realtime client (`this.realtime.x(`), read from its build. */
function methodsSupabaseJsCalls(): string[] {
  const entry = createRequire(import.meta.url)
    .resolve('@supabase/supabase-js')
    .replace(/\.cjs$/, '.mjs');
  const code = readFileSync(entry, 'utf8');
  return [
    ...new Set([...code.matchAll(/this\.realtime\.(\w+)\(/g)].map((match) => match[1] as string)),
  ].sort();
}

describe('the Realtime client of a build without Realtime', () => {
  it('has every method supabase-js calls on it', () => {
    const methods = methodsSupabaseJsCalls();
    expect(methods).toContain('setAuth');
    const client = new RealtimeClient() as unknown as Record<string, unknown>;
    expect(methods.filter((method) => typeof client[method] !== 'function')).toEqual([]);
  });

  it('takes the tokens supabase-js hands it and refuses a channel with the reason', async () => {
    const client = new RealtimeClient();
    await expect(client.setAuth('token')).resolves.toBeUndefined();
    expect(client.getChannels()).toEqual([]);
    expect(() => client.channel()).toThrow(/Realtime is not part of this build/);
  });
});
