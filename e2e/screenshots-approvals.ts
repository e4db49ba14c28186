/**
 * Screenshots of approvals (docs/approvals.md): the review panel of an email in review with its
 * history, the publish screen's checklist blocking on approval, the dashboard's Needs review, the
 * review state in the campaign list, the workspace's Approvals setting and a client's, at desktop
 * and phone widths in English and Spanish: `node e2e/screenshots-approvals.ts` (into the git-ignored screenshots/ folder).
 */
import { createClient } from '@supabase/supabase-js';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, settled, shoot, shootElement } from './support/screenshot-pages.ts';

const { harborAndPine: HARBOR, bluebirdBikes: CLIENT, bluebirdEmail: EMAIL } = DEMO;

await pictureEveryVariant(
  async (browser, { locale, viewport, suffix }) => {
    const owner = await demoUserAt(browser, DEMO.owner, `/organizations/${HARBOR}/settings`, {
      viewport,
      locale,
    });
    await settled(owner);
    await shootElement(
      owner.locator('section').filter({ has: owner.getByRole('switch') }),
      `approvals-setting-${suffix}`,
    );

    await owner.goto(`/organizations/${HARBOR}/clients/${CLIENT}/edit`);
    await settled(owner);
    await shootElement(
      owner.locator('section[aria-labelledby="client-approval-title"]'),
      `approvals-client-${suffix}`,
    );

    await owner.goto(`/organizations/${HARBOR}/campaigns/${EMAIL}/recipients`);
    await settled(owner);
    await shootElement(owner.locator('li[data-item="approval"]'), `approvals-checklist-${suffix}`);

    await owner.goto(`/organizations/${HARBOR}/dashboard`);
    await settled(owner);
    await shootElement(
      owner.locator('section[aria-labelledby="needs-review"]'),
      `approvals-dashboard-${suffix}`,
    );

    await owner.goto(`/organizations/${HARBOR}/campaigns`);
    await settled(owner);
    await shoot(owner, `approvals-campaign-list-${suffix}`);

    await owner.goto(`/organizations/${HARBOR}/campaigns/${EMAIL}/view`);
    await settled(owner);
    await shootElement(owner.locator('section#review'), `approvals-review-${suffix}`);
    await owner.close();
  },
  async (env) => {
    // In review after changes were requested once, as the demo owner and admin would leave it.
    const as = async (email: string) => {
      const client = createClient(env.E2E_API_URL, env.E2E_ANON_KEY, { auth: { persistSession: false } });
      const { error } = await client.auth.signInWithPassword({ email, password: DEMO.password });
      if (error) throw error;
      return client;
    };
    const owner = await as(DEMO.owner);
    const admin = await as(DEMO.admin);
    const done = ({ error }: { error: unknown }) => {
      if (error) throw error;
    };
    done(await owner.from('workspaces').update({ approval_required: true }).eq('id', HARBOR));
    // The seed's email has a brief but no content yet: generated offline, as the app would.
    done(await owner.functions.invoke('generate-campaign', { body: { campaignId: EMAIL, mode: 'brief' } }));
    done(
      await owner.rpc('submit_for_review', {
        campaign_id: EMAIL,
        note: 'First draft: please check the prices.',
      }),
    );
    done(
      await admin.rpc('decide_review', {
        campaign_id: EMAIL,
        decision: 'changes_requested',
        note: 'Lead with the spring offer, and shorten the intro.',
      }),
    );
    done(
      await owner.rpc('submit_for_review', {
        campaign_id: EMAIL,
        note: 'Offer first now, intro cut to two lines.',
      }),
    );
  },
);
