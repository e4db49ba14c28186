import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, visit } from './support/screenshot-pages.ts';
import { insertRows } from './support/table-owner.ts';

/**
 * A few more campaigns and pages beside the seed's, so the lists look as they do in use; written
 * as the tables' owner (see table-owner.ts).
 */
async function addCampaigns() {
  const workspace_id = DEMO.harborAndPine;
  const row = (kind: string, name: string, product_name: string | null, extra: object = {}) => ({
    workspace_id,
    kind,
    name,
    product_name,
    client_id: null,
    status: 'draft',
    content: null,
    slug: null,
    ...extra,
  });
  const rows = [
    row('email', 'Members-only winter sale', 'Winter sale'),
    row('email', 'Studio newsletter, March', null),
    row('page', 'Open studio day', 'Open day', {
      status: 'published',
      content: {},
      slug: 'harbor-pine-open-day',
    }),
    row('page', 'Portfolio 2026', 'Portfolio', { status: 'ready', content: {} }),
  ];
  await insertRows('campaigns', rows);
}

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });
  const harbor = `/organizations/${DEMO.harborAndPine}`;
  await visit(owner, `${harbor}/campaigns`, `campaign-list-${suffix}`);
  await visit(owner, `${harbor}/pages?sort=name&dir=asc`, `page-list-${suffix}`);
  await visit(owner, `${harbor}/campaigns?q=autumn`, `campaign-list-no-match-${suffix}`);
  await visit(owner, `/organizations/${DEMO.casaVerde}/campaigns`, `campaign-list-empty-${suffix}`);
  await visit(owner, `/organizations/${DEMO.casaVerde}/pages`, `page-list-empty-${suffix}`);
  await owner.context().close();
}, addCampaigns);
