import { type Account, createConfirmedUser, createUserWithWorkspace } from './accounts.ts';
import { insertRows, tableOwnerSql } from './table-owner.ts';

const EMAIL_HTML = `<!DOCTYPE html><html><body style="margin:0;font-family:Arial,sans-serif">
<table role="presentation" width="100%"><tr><td align="center" style="padding:32px;background:#f5f1e8">
<h1 style="color:#13294b">Pressing season is here</h1>
<p style="color:#333">Fresh cider from our orchard, 15% off until October 31.</p>
<a href="https://orchard.example/shop" style="background:#e4572e;color:#fff;padding:12px 20px;text-decoration:none">Order now</a>
</td></tr></table></body></html>`;

/** Joins a fresh confirmed user to the workspace as the table owner, as an accepted invitation would. */
async function member(
  workspaceId: string,
  role: 'viewer' | 'editor',
  clientIds?: string[],
): Promise<Account> {
  const account = await createConfirmedUser();
  const [user] = await tableOwnerSql<{ id: string }>('select id from auth.users where email = $1', [
    account.email,
  ]);
  if (!user) throw new Error(`no user ${account.email}`);
  await insertRows('workspace_members', {
    workspace_id: workspaceId,
    user_id: user.id,
    role,
    limited_to_clients: clientIds !== undefined,
  });
  if (clientIds?.length) {
    await insertRows(
      'member_client_scopes',
      clientIds.map((client_id) => ({ workspace_id: workspaceId, user_id: user.id, client_id })),
    );
  }
  return account;
}

/**
 * A workspace of its own (the seed's stay as other journeys expect them) with two clients, a
 * written email campaign for the first and a workspace campaign; its viewer, and an editor limited
 * to the first client; the owner's account and both clients' ids.
 */
export async function workspaceWithViewer() {
  const { workspaceId, account: owner } = await createUserWithWorkspace('Orchard Collective');
  const clients = await insertRows<{ id: string; name: string }>('clients', [
    { workspace_id: workspaceId, name: 'Orchard Cider' },
    { workspace_id: workspaceId, name: 'Quince Press' },
  ]);
  const orchard = clients.find((client) => client.name === 'Orchard Cider');
  if (!orchard) throw new Error('no client');
  const [campaign] = await insertRows<{ id: string }>('campaigns', [
    {
      workspace_id: workspaceId,
      client_id: orchard.id,
      kind: 'email',
      name: 'Pressing season',
      product_name: 'Autumn cider',
      subject: 'Pressing season is here',
      preheader: '15% off until October 31',
      sender_name: 'Orchard Cider',
      html: EMAIL_HTML,
    },
  ]);
  await insertRows('campaigns', [
    { workspace_id: workspaceId, kind: 'email', name: 'Collective newsletter' },
  ]);
  if (!campaign) throw new Error('no campaign');
  const quince = clients.find((client) => client.name === 'Quince Press');
  if (!quince) throw new Error('no client');
  return {
    workspaceId,
    owner,
    clientId: orchard.id,
    otherClientId: quince.id,
    campaignId: campaign.id,
    viewer: await member(workspaceId, 'viewer'),
    limitedEditor: await member(workspaceId, 'editor', [orchard.id]),
  };
}
