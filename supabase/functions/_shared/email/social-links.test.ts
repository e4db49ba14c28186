import assert from 'node:assert/strict';
import { socialLinksIn } from './social-links.ts';

Deno.test('profiles the user wrote are found, one per network, in their order', () => {
  assert.deepEqual(
    socialLinksIn([
      'Follow us on instagram.com/sweetcrumb, and https://www.facebook.com/SweetCrumbBakery.',
      'https://nightowl.example',
      'Also https://instagram.com/other',
    ]),
    [
      { name: 'Instagram', url: 'https://instagram.com/sweetcrumb' },
      { name: 'Facebook', url: 'https://www.facebook.com/SweetCrumbBakery' },
    ],
  );
});

Deno.test('nothing is invented: no profile link, no social links', () => {
  assert.deepEqual(socialLinksIn(['We are on Instagram!', 'https://instagram.com/', '', null]), []);
  assert.deepEqual(socialLinksIn(['https://evil.example/instagram.com/x', 'javascript:alert(1)']), []);
});
