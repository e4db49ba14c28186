/**
 * Screenshots of client review (docs/approvals.md "Client reviewers", "Comments and activity"): the
 * reviewer's screen (an email in review with the team's and the reviewer's comments, the decision
 * form with its refusal, a dead link) and the team's side (the client's reviewers and activity, the
 * campaign's comments and activity), at desktop and phone widths in English and Spanish:
 * `node e2e/screenshots-review-link.ts` (into the git-ignored screenshots/ folder).
 */
import { createClient } from '@supabase/supabase-js';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pageIn, pictureEveryVariant, settled, shoot, shootElement } from './support/screenshot-pages.ts';

const { harborAndPine: HARBOR, bluebirdBikes: CLIENT, bluebirdEmail: EMAIL } = DEMO;
let secret = '';

await pictureEveryVariant(
  async (browser, { locale, viewport, suffix }) => {
    const page = await pageIn(browser, viewport, locale);
    await page.goto(`/review/${secret}`);
    await settled(page);
    await page.frameLocator('iframe').locator('h1').first().waitFor();
    await shoot(page, `review-link-${suffix}`);

    const decision = page.locator('section[aria-labelledby="decision-title"]');
    await decision.locator('button[type="submit"]').nth(1).click();
    await decision.locator('[aria-invalid="true"]').waitFor();
    await decision.scrollIntoViewIfNeeded();
    await shoot(page, `review-link-note-required-${suffix}`);

    await page.goto('/review/0000000000000000000000000000000000000000000000000000000000000000');
    await settled(page);
    await shoot(page, `review-link-dead-${suffix}`);
    await page.close();

    const owner = await demoUserAt(browser, DEMO.owner, `/organizations/${HARBOR}/clients/${CLIENT}/edit`, {
      viewport,
      locale,
    });
    await settled(owner);
    await shootElement(
      owner.locator('section[aria-labelledby="client-reviewers-title"]'),
      `client-reviewers-${suffix}`,
    );
    await shootElement(
      owner.locator('section[aria-labelledby="activity-title"]'),
      `client-activity-${suffix}`,
    );
    await owner.goto(`/organizations/${HARBOR}/campaigns/${EMAIL}/view`);
    await settled(owner);
    await shootElement(owner.locator('section#comments'), `campaign-comments-${suffix}`);
    await shootElement(
      owner.locator('section[aria-labelledby="activity-title"]'),
      `campaign-activity-${suffix}`,
    );
    await owner.close();
  },
  async (env) => {
    const owner = createClient(env.E2E_API_URL, env.E2E_ANON_KEY, { auth: { persistSession: false } });
    const service = createClient(env.E2E_API_URL, env.E2E_SERVICE_ROLE_KEY, {
      auth: { persistSession: false },
    });
    const anon = createClient(env.E2E_API_URL, env.E2E_ANON_KEY, { auth: { persistSession: false } });
    // What each call answers; the calls here all answer something when they succeed.
    const done = <T>({ data, error }: { data: T; error: unknown }) => {
      if (error) throw error;
      return data as NonNullable<T>;
    };
    const signedIn = await owner.auth.signInWithPassword({ email: DEMO.owner, password: DEMO.password });
    if (signedIn.error) throw signedIn.error;
    // The seed's email has a brief but no content yet: generated offline, as the app would.
    done(await owner.functions.invoke('generate-campaign', { body: { campaignId: EMAIL, mode: 'brief' } }));
    done(
      await owner.rpc('submit_for_review', {
        campaign_id: EMAIL,
        note: 'Spring offer: please check the prices.',
      }),
    );
    const reviewer = done(
      await owner
        .from('client_reviewers')
        .insert({
          workspace_id: HARBOR,
          client_id: CLIENT,
          email: 'rosa@bluebird.example',
          name: 'Rosa Díaz',
        })
        .select('id')
        .single(),
    );
    const [link] = done(await service.rpc('issue_review_link', { reviewer_id: reviewer.id })) as {
      link_secret: string;
    }[];
    secret = link?.link_secret ?? '';
    done(
      await owner.from('campaign_comments').insert({
        workspace_id: HARBOR,
        campaign_id: EMAIL,
        section: 'button',
        body: 'The button goes to the booking page, live from Monday.',
      }),
    );
    done(
      await anon.rpc('review_link_comment', {
        link_secret: secret,
        campaign_id: EMAIL,
        section: 'hero',
        body: 'Could the headline name the free safety check?',
      }),
    );
  },
);
