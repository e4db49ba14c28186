/**
 * The fake Resend of the processor's tests in a process of its own, for bench/sending.ts: its
 * parsing and memory then do not count in the processor's CPU time. Prints its address, then
 * serves until stdin closes.
 *   DENO_NO_PACKAGE_JSON=1 npx deno run -A bench/fake-resend-server.ts
 */

import { startFakeResend } from '../supabase/functions/_shared/testing/fake-resend.ts';

const fake = startFakeResend();
console.log(fake.baseUrl);
// Served until the parent closes stdin (or exits).
for await (const _ of Deno.stdin.readable) {
  // Nothing is read from it.
}
await fake.close();
