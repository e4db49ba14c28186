import { StorageClient as RealStorageClient } from '@supabase/storage-js/dist/index.mjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageClient } from './storage-on-first-use.ts';

const URL_ = 'http://127.0.0.1:54321/storage/v1';

// The alias itself applies to the build, not to Vitest (which leaves node_modules as they are):
// bench/app-weight.ts shows storage-js off the first signed-in screen.
describe('Storage loaded at its first call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers public URLs at once, as storage-js does', () => {
    const ours = new StorageClient(URL_, {});
    const theirs = new RealStorageClient(URL_, {});
    for (const path of ['ws/logo.png', '/ws/a b/é.png', 'ws//x.svg']) {
      expect(ours.from('logos').getPublicUrl(path)).toEqual(theirs.from('logos').getPublicUrl(path));
    }
  });

  it('sends the other calls through storage-js, with the headers and fetch supabase-js gave it', async () => {
    const requests: Request[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return Response.json([{ name: 'ws/a.pdf' }]);
    });
    const storage = new StorageClient(URL_, { apikey: 'anon-key' }, fetch);
    const { data, error } = await storage.from('attachments').remove(['ws/a.pdf']);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'ws/a.pdf' }]);
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url).toBe(`${URL_}/object/attachments`);
    expect(requests[0]?.headers.get('apikey')).toBe('anon-key');
    expect(await requests[0]?.json()).toEqual({ prefixes: ['ws/a.pdf'] });
  });
});
