import assert from 'node:assert/strict';
import { client, workspace } from '../testing/generation-support.ts';
import { DEFAULT_PALETTE, logoUrl, paletteFor, postalAddress, senderFor } from './brand.ts';

const none = { primary_color: null, secondary_color: null, tertiary_color: null, quaternary_color: null };

Deno.test("palette: each role from the campaign, else the client's, else the workspace's", () => {
  assert.deepEqual(paletteFor({ ...none, primary_color: '#ABCDEF' }, client, workspace), {
    primary: '#abcdef',
    secondary: '#12355b',
    tertiary: '#2a9df4',
    quaternary: '#b8cde0',
  });
  assert.equal(paletteFor(none, null, workspace).secondary, '#1f3a5f');
  assert.deepEqual(paletteFor(none, null, { ...workspace, ...none }), DEFAULT_PALETTE);
});

Deno.test('sender: the client names a client campaign; the address is the workspace’s, per language', () => {
  const url = 'http://127.0.0.1:54321';
  assert.deepEqual(senderFor(workspace, client, 'es', url), {
    organizationName: 'Bluebird Bikes',
    postalAddress: '500 Congress Avenue, Suite 210, Austin, TX 78701, Estados Unidos',
    website: 'https://bluebirdbikes.example',
    // The client has no logo: never the agency's on the client's message.
    logoUrl: null,
  });
  const own = senderFor(workspace, null, 'en', url);
  assert.equal(own.organizationName, 'Harbor & Pine Studio');
  assert.equal(
    own.logoUrl,
    'http://127.0.0.1:54321/storage/v1/object/public/logos/b2e1d4c3-0000-4000-8000-000000000001/logo.png',
  );
  assert.equal(
    postalAddress({ ...workspace, contact_street: null, contact_zip: null }, 'en'),
    'Austin, TX, United States',
  );
  assert.equal(logoUrl(url, 'ws/a logo#1.png'), `${url}/storage/v1/object/public/logos/ws/a%20logo%231.png`);
  assert.equal(senderFor({ ...workspace, website: 'javascript:alert(1)' }, null, 'en', url).website, '');
});
