import assert from 'node:assert/strict';
import { clientAddress, pseudonymousClientKey } from './client-address.ts';

const from = (headers: Record<string, string>) => new Request('http://functions.local/x', { headers });

Deno.test('attack: rotating the first X-Forwarded-For hop does not change the address', () => {
  // The client sends its own X-Forwarded-For; the platform's proxy appends the address it saw.
  for (const forged of ['1.1.1.1', '2.2.2.2, 3.3.3.3', 'not-an-ip']) {
    assert.equal(clientAddress(from({ 'X-Forwarded-For': `${forged}, 203.0.113.7` })), '203.0.113.7');
  }
});

Deno.test('CF-Connecting-IP, set by the platform, comes first; X-Real-IP is not read', () => {
  assert.equal(
    clientAddress(from({ 'CF-Connecting-IP': '198.51.100.4', 'X-Forwarded-For': '9.9.9.9, 10.0.0.1' })),
    '198.51.100.4',
  );
  assert.equal(clientAddress(from({ 'X-Real-IP': '9.9.9.9' })), null);
  assert.equal(clientAddress(from({ 'X-Forwarded-For': ' , ' })), null);
  assert.equal(clientAddress(from({})), null);
});

Deno.test('the pseudonymous key follows the trusted address only', async () => {
  const a = await pseudonymousClientKey(from({ 'X-Forwarded-For': '1.1.1.1, 203.0.113.7' }), 'secret');
  const b = await pseudonymousClientKey(from({ 'X-Forwarded-For': '2.2.2.2, 203.0.113.7' }), 'secret');
  assert.equal(a, b);
  assert.ok(a && !a.includes('203.0.113.7'));
});
