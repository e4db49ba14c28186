/**
 * Stands in for `@supabase/realtime-js` in the app's build (the alias in vite.config.ts).
 * supabase-js always constructs a Realtime client and imports it, with the Phoenix socket, into
 * every screen (about 15 KiB gzip); Pitchcraft subscribes to nothing (screens re-read on focus or
 * on an interval), so the client it builds is this one: it keeps the token calls supabase-js
 * makes and refuses to open a channel. To use Realtime, delete the alias and this file.
 */
export class RealtimeClient {
  async setAuth(_token?: string | null): Promise<void> {}

  channel(): never {
    throw new Error(
      'Realtime is not part of this build: remove the @supabase/realtime-js alias in vite.config.ts',
    );
  }

  getChannels(): [] {
    return [];
  }

  async removeChannel(): Promise<'ok'> {
    return 'ok';
  }

  async removeAllChannels(): Promise<'ok'[]> {
    return [];
  }

  connect(): void {}

  async disconnect(): Promise<void> {}
}
