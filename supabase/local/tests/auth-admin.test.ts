import { describe, expect, test } from 'vitest';
import { authLinkOf, followLink, latestMailTo } from './auth-mail.ts';
import { anonClient, serviceClient, uniqueEmail } from './testing.ts';

describe('admin users with the service role', () => {
  test('createUser, getUserById, updateUserById, listUsers and deleteUser', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: 'admin-made-1',
      email_confirm: true,
      user_metadata: { name: 'Grace' },
      app_metadata: { plan: 'agency' },
    });
    expect(created.error).toBeNull();
    const id = String(created.data.user?.id);
    expect(created.data.user?.app_metadata).toMatchObject({ provider: 'email', plan: 'agency' });

    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'admin-made-1' });
    expect(signIn.error).toBeNull();

    const updated = await admin.updateUserById(id, { user_metadata: { team: 'blue' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ name: 'Grace', team: 'blue' });

    const fetched = await admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.some((user) => user.id === id)).toBe(true);

    const deleted = await admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  test('listUsers pages with the total', async () => {
    const admin = serviceClient().auth.admin;
    await admin.createUser({ email: uniqueEmail('page') });
    await admin.createUser({ email: uniqueEmail('page') });
    const { data, error } = await admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
    expect('total' in data && data.total).toBeGreaterThanOrEqual(2);
    expect('nextPage' in data && data.nextPage).toBe(2);
  });

  test('an existing address is email_exists', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('twice');
    await admin.createUser({ email });
    const { error } = await admin.createUser({ email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('the anon key is refused with not_admin', async () => {
    const { error } = await anonClient().auth.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
    const create = await anonClient().auth.admin.createUser({ email: uniqueEmail('sneaky') });
    expect(create.error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  test('a banned user cannot sign in', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('banned');
    const { data } = await admin.createUser({ email, password: 'banned-pass-1', email_confirm: true });
    await admin.updateUserById(String(data.user?.id), { ban_duration: '24h' });
    const { error } = await anonClient().auth.signInWithPassword({ email, password: 'banned-pass-1' });
    expect(error).toMatchObject({ status: 400, code: 'user_banned' });
  });
});

describe('links made by the service role', () => {
  test('generateLink returns a magic link token that verifyOtp accepts', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('generated');
    await admin.createUser({ email, email_confirm: true });
    const { data, error } = await admin.generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    if (!data.properties) throw new Error('generateLink returned no link properties');
    expect(data.properties.action_link).toContain('type=magiclink');
    expect(data.properties.email_otp).toMatch(/^\d{6}$/);
    const client = anonClient();
    const verified = await client.auth.verifyOtp({
      token_hash: data.properties.hashed_token,
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
  });

  test('inviteUserByEmail mails an invite whose link confirms and signs in', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, {
      data: { role: 'member' },
    });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('You have been invited');
    const { fragment } = await followLink(authLinkOf(mail).link);
    expect(fragment.get('type')).toBe('invite');
    const user = await anonClient().auth.getUser(String(fragment.get('access_token')));
    expect(user.data.user?.email_confirmed_at).toBeTruthy();
    expect(user.data.user?.user_metadata.role).toBe('member');
  });
});
