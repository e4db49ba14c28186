import assert from 'node:assert/strict';
import { refusalFromDatabase } from './from-database.ts';

Deno.test('refusalFromDatabase: a catalog code in the message is the refusal; anything else is not', () => {
  assert.equal(refusalFromDatabase({ code: 'PT409', message: 'stale_send_batch' }), 'stale_send_batch');
  assert.equal(refusalFromDatabase({ code: '42501', message: 'owner_only' }), 'owner_only');
  assert.equal(refusalFromDatabase({ code: '42501', message: 'campaign not found' }), null);
  assert.equal(refusalFromDatabase({ code: '23505', message: 'duplicate key value' }), null);
  assert.equal(refusalFromDatabase({ message: 'toString' }), null);
  assert.equal(refusalFromDatabase(null), null);
});
