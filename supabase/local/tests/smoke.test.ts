import { expect, test } from 'vitest';
import { stack } from './testing.ts';

test('the gateway answers on its port', async () => {
  const response = await fetch(stack().apiUrl);
  expect(response.status).toBe(200);
});
