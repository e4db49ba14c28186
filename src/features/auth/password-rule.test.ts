import { describe, expect, test, vi } from 'vitest';
import type { supabase as appClient } from '@/lib/supabase.ts';
import { observedAuthClient } from './observed-auth-client.ts';
import { passwordWeakness } from './password-rule.ts';

describe('passwordWeakness: GoTrue’s reasons for config.toml’s rule (10 bytes, a letter and a digit)', () => {
  test.each([
    ['password', ['length', 'characters']],
    ['12345678', ['length', 'characters']],
    ['passwordpassword', ['characters']],
    ['1234567890', ['characters']],
    ['abc123', ['length']],
    ['pitchcraft-demo', ['characters']],
    ['pitchcraft-demo-2026', []],
    ['ñandú-ñu-1', []], // 10 characters, 13 bytes: GoTrue counts bytes
    ['ñandú-1', ['length']],
  ])('%j → %j', (password, reasons) => {
    expect(passwordWeakness(password)).toEqual(reasons);
  });
});

describe('the sign-up and password forms never send a weak password', () => {
  const client = () => {
    const signUp = vi.fn(async () => ({ data: { user: null, session: null }, error: null }));
    const updateUser = vi.fn(async () => ({ data: { user: null }, error: null }));
    return { signUp, updateUser, client: { auth: { signUp, updateUser } } as unknown as typeof appClient };
  };

  test.each(['signUp', 'updateUser'] as const)(
    '%s with "password" is refused as weak_password, without a request',
    async (method) => {
      const fake = client();
      const onError = vi.fn();
      const observed = observedAuthClient(fake.client, () => ({ onError }));
      const result = await observed.auth[method]({ email: 'ada@example.com', password: 'password' });
      expect(fake[method]).not.toHaveBeenCalled();
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'weak_password', status: 422, reasons: ['length', 'characters'] }),
      );
      expect(result.error).toMatchObject({ code: 'weak_password', message: '' });
    },
  );

  test('a strong password goes through', async () => {
    const fake = client();
    const observed = observedAuthClient(fake.client, () => ({}));
    await observed.auth.signUp({ email: 'ada@example.com', password: 'pitchcraft-demo-2026' });
    expect(fake.signUp).toHaveBeenCalledOnce();
  });
});
