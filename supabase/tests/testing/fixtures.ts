import type pg from 'pg';

/**
 * Fixed ids, so every test reads like the permission matrix: workspace A and B, a user per role.
 * memberA and memberB are editors (the role once called member). Workspace A also has a viewer and
 * members limited to clients (docs/permissions.md "Reach"): an editor and a viewer limited to A's
 * fixture client, and an editor limited to A's other client.
 */
const uuid = (group: number, n: number) =>
  `${String(group).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const users = {
  ownerA: uuid(1, 1),
  adminA: uuid(1, 2),
  memberA: uuid(1, 3),
  ownerB: uuid(1, 4),
  adminB: uuid(1, 5),
  memberB: uuid(1, 6),
  stranger: uuid(1, 7),
  /** An auth user whose profile was removed, so the service role can insert one. */
  ghost: uuid(1, 8),
  viewerA: uuid(1, 9),
  clientEditorA: uuid(1, 10),
  clientViewerA: uuid(1, 11),
  otherClientEditorA: uuid(1, 12),
} as const;
export type UserName = keyof typeof users;

export interface WorkspaceFixture {
  id: string;
  client: string;
  email: string;
  page: string;
  version: string;
  attachment: string;
  generation: string;
  purchase: string;
  subscription: string;
  job: string;
  sentRecipient: number;
  newRecipient: number;
  event: string;
  suppression: string;
  lead: string;
  invitation: string;
  senderDomain: string;
  /** A review step of the page. */
  review: string;
  /** A reviewer of the fixture client, and an editor's comment on the email. */
  reviewer: string;
  comment: string;
  /** A subject test of the email (its jobs are not needed by the matrix). */
  subjectTest: string;
  /** A live share link of the fixture client's report. */
  reportLink: string;
  /** The verified domain the fixture email is sent from. */
  domainName: string;
}

const workspace = (n: number): WorkspaceFixture => ({
  id: uuid(2, n),
  client: uuid(3, n),
  email: uuid(4, n * 10 + 1),
  page: uuid(4, n * 10 + 2),
  version: uuid(5, n),
  attachment: uuid(6, n),
  generation: uuid(7, n),
  purchase: uuid(8, n),
  subscription: uuid(9, n),
  job: uuid(10, n),
  sentRecipient: n * 1000 + 1,
  newRecipient: n * 1000 + 2,
  event: `evt_fixture_${n}`,
  suppression: uuid(11, n),
  lead: uuid(12, n),
  invitation: uuid(13, n),
  senderDomain: uuid(14, n),
  review: uuid(15, n),
  reviewer: uuid(16, n),
  comment: uuid(17, n),
  subjectTest: uuid(18, n),
  reportLink: uuid(19, n),
  domainName: `mail-ws${n}.example.com`,
});

/** HTML that passes the pre-send checklist in either fixture workspace: their postal address and the unsubscribe link. */
export const SENDABLE_HTML =
  '<p>Hi</p><p>1 Main Street, Austin, 78701, United States</p><a href="{{unsubscribe_url}}">Unsubscribe</a>';

export const A = workspace(1);
export const B = workspace(2);
/** Workspace A's second client: the one otherClientEditorA is limited to. */
export const otherClientA = uuid(3, 101);

/** Loads the fixtures as the superuser (the triggers treat it as the trusted service). */
export async function loadFixtures(client: pg.Client | pg.PoolClient) {
  const people = Object.entries(users).map(([name, id]) => ({
    id,
    email: `${name.toLowerCase()}@example.test`,
  }));
  await client.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
     select p.id, 'authenticated', 'authenticated', p.email, '', now(), '{}'::jsonb, now(), now()
     from jsonb_to_recordset($1::jsonb) as p(id uuid, email text)`,
    [JSON.stringify(people)],
  );
  await client.query('delete from public.profiles where id = $1', [users.ghost]);
  for (const [w, owner, admin, member, n] of [
    [A, users.ownerA, users.adminA, users.memberA, 1],
    [B, users.ownerB, users.adminB, users.memberB, 2],
  ] as const) {
    const values: Record<string, string | number> = {
      ...w,
      owner,
      admin,
      member,
      tag: `ws${n}`,
      html: SENDABLE_HTML,
    };
    await client.query(workspaceSql.replace(/\{(\w+)\}/g, (_, key: string) => literal(values[key])));
  }
  await client.query(
    `insert into public.clients (id, workspace_id, name) values ($1, $2, 'Other client ws1')`,
    [otherClientA, A.id],
  );
  for (const [user, role, limitedTo] of [
    [users.viewerA, 'viewer', null],
    [users.clientEditorA, 'editor', A.client],
    [users.clientViewerA, 'viewer', A.client],
    [users.otherClientEditorA, 'editor', otherClientA],
  ] as const) {
    await client.query(
      `insert into public.workspace_members (workspace_id, user_id, role, limited_to_clients) values ($1, $2, $3, $4)`,
      [A.id, user, role, limitedTo !== null],
    );
    if (limitedTo)
      await client.query(
        `insert into public.member_client_scopes (workspace_id, user_id, client_id) values ($1, $2, $3)`,
        [A.id, user, limitedTo],
      );
  }
  await client.query(`
    insert into public.waitlist (email) values ('waiting@example.test');
    insert into public.contact_requests (first_name, last_name, email) values ('Casey', 'Contact', 'casey@example.test');
    insert into public.webhook_events (provider, event_id, type) values ('stripe', 'evt_fixture', 'checkout.session.completed');
    -- The fixture recipients have fixed ids; new ones start above them.
    select setval(pg_get_serial_sequence('public.recipients', 'id'), 100000);
  `);
}

function literal(value: string | number | undefined): string {
  if (value === undefined) throw new Error('fixture placeholder without a value');
  return typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
}

// {name} placeholders are the WorkspaceFixture's fields, the three users and a short tag.
const workspaceSql = `
insert into public.workspaces (id, name, country, contact_street, contact_city, contact_zip, contact_country, created_by)
values ({id}, 'Workspace ' || {tag}, 'US', '1 Main Street', 'Austin', '78701', 'US', {owner});
insert into public.workspace_members (workspace_id, user_id, role)
values ({id}, {owner}, 'owner'), ({id}, {admin}, 'admin'), ({id}, {member}, 'editor');
insert into public.clients (id, workspace_id, name) values ({client}, {id}, 'Client ' || {tag});
insert into public.sender_domains (id, workspace_id, name, status, provider_id, verified_at)
values ({senderDomain}, {id}, {domainName}, 'verified', 'resend-' || {tag}, now());
insert into public.campaigns (id, workspace_id, client_id, kind, name, html, subject, sender_name, sender_domain, slug, status)
values ({email}, {id}, {client}, 'email', 'Email ' || {tag},
        {html},
        'Hello', 'Sender', {domainName}, 'fixture-email-' || {tag}, 'ready');
insert into public.campaigns (id, workspace_id, client_id, kind, name, content, slug, status, template)
values ({page}, {id}, {client}, 'page', 'Page ' || {tag}, '{"sections": []}', 'fixture-page-' || {tag}, 'published', 'solid');
insert into public.campaign_versions (id, workspace_id, campaign_id, html, note) values ({version}, {id}, {email}, '<p>Old</p>', 'fixture');
insert into public.campaign_reviews (id, workspace_id, campaign_id, action, note) values ({review}, {id}, {page}, 'submitted', 'fixture');
insert into public.client_reviewers (id, workspace_id, client_id, email, name)
values ({reviewer}, {id}, {client}, 'reviewer-' || {tag} || '@client.test', 'Reviewer ' || {tag});
insert into public.campaign_comments (id, workspace_id, campaign_id, section, body, author_id)
values ({comment}, {id}, {email}, 'hero', 'Fixture comment', {member});
insert into public.client_report_links (id, workspace_id, client_id, first_day, last_day, time_zone, locale, expires_at)
values ({reportLink}, {id}, {client}, current_date - 6, current_date, 'UTC', 'en', now() + interval '7 days');
-- Attachments are recorded after their file is uploaded; new.pdf is uploaded, not yet recorded.
insert into storage.objects (bucket_id, name, metadata)
values ('attachments', {id} || '/' || {email} || '/brochure.pdf', '{"size": 1000}'),
       ('attachments', {id} || '/' || {email} || '/new.pdf', '{"size": 10}');
insert into public.campaign_attachments (id, workspace_id, campaign_id, storage_path, file_name, size_bytes)
values ({attachment}, {id}, {email}, {id} || '/' || {email} || '/brochure.pdf', 'brochure.pdf', 1000);
insert into public.ai_generations (id, workspace_id, campaign_id, kind, provider, status)
values ({generation}, {id}, {email}, 'campaign', 'offline', 'succeeded');
insert into public.campaign_purchases (id, workspace_id, campaign_id, package_id, recipients, amount_cents, status, paid_at)
values ({purchase}, {id}, {email}, 'basic', 500, 899, 'paid', now());
insert into public.page_subscriptions (id, workspace_id, campaign_id, plan_id, status, current_period_end)
values ({subscription}, {id}, {page}, 'basic', 'active', now() + interval '30 days');
insert into public.send_jobs (id, workspace_id, campaign_id, status, total_recipients, sent_count)
values ({job}, {id}, {email}, 'finished', 1, 1);
insert into public.subject_tests (id, workspace_id, campaign_id, variants, test_share, wait_hours, measure)
values ({subjectTest}, {id}, {email}, '[{"subject": "A"}, {"subject": "B"}]', 20, 4, 'clicks');
insert into public.recipients (id, workspace_id, campaign_id, email, send_job_id, message_id, sent, sent_at)
overriding system value values ({sentRecipient}, {id}, {email}, 'sent-' || {tag} || '@example.test', {job}, 'msg-' || {tag}, true, now());
insert into public.recipients (id, workspace_id, campaign_id, email)
overriding system value values ({newRecipient}, {id}, {email}, 'new-' || {tag} || '@example.test');
insert into public.recipient_events (workspace_id, campaign_id, recipient_id, type, provider_event_id, occurred_at)
values ({id}, {email}, {sentRecipient}, 'delivered', {event}, now());
insert into public.suppressions (id, workspace_id, email, reason)
values ({suppression}, {id}, 'gone-' || {tag} || '@example.test', 'unsubscribed');
insert into public.leads (id, campaign_id, first_name, last_name, email)
values ({lead}, {page}, 'Lee', 'Lead', 'lead-' || {tag} || '@example.test');
-- Counted by the triggers in page_activity and page_daily_activity (the RLS matrix's rows).
insert into public.page_events (workspace_id, page_id, type, source) values ({id}, {page}, 'view', 'fixture');
insert into public.workspace_invitations (id, workspace_id, email, role, invited_by)
values ({invitation}, {id}, 'invitee-' || {tag} || '@example.test', 'editor', {owner});
`;
