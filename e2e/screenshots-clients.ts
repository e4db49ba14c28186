import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, shoot, visit } from './support/screenshot-pages.ts';

const { harborAndPine: HARBOR_AND_PINE, casaVerde: CASA_VERDE, bluebirdBikes: BLUEBIRD_BIKES } = DEMO;

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });
  await visit(owner, `/organizations/${HARBOR_AND_PINE}/settings`, `settings-set-${suffix}`);
  await visit(owner, `/organizations/${CASA_VERDE}/settings`, `settings-required-${suffix}`);
  await owner.locator('form button[type=submit]').click();
  await shoot(owner, `settings-empty-error-${suffix}`);
  await visit(owner, `/organizations/${CASA_VERDE}/clients`, `clients-empty-${suffix}`);
  await visit(owner, `/organizations/${HARBOR_AND_PINE}/clients`, `clients-list-${suffix}`);
  await owner.locator('main button:has(svg.tabler-icon-plus)').first().click();
  await owner.getByRole('dialog').waitFor();
  await owner.getByRole('dialog').locator('button[type=submit]').click();
  await shoot(owner, `client-add-${suffix}`);
  await visit(
    owner,
    `/organizations/${HARBOR_AND_PINE}/clients/${BLUEBIRD_BIKES}/edit`,
    `client-edit-${suffix}`,
  );
  await visit(
    owner,
    `/organizations/${HARBOR_AND_PINE}/clients/${BLUEBIRD_BIKES}/leads`,
    `client-leads-empty-${suffix}`,
  );
  await visit(
    owner,
    `/organizations/${HARBOR_AND_PINE}/clients/${BLUEBIRD_BIKES}/campaigns`,
    `client-campaigns-${suffix}`,
  );
  await visit(
    owner,
    `/organizations/${HARBOR_AND_PINE}/clients/00000000-0000-4000-8000-00000000dead/edit`,
    `client-not-found-${suffix}`,
  );
  await owner.context().close();

  const member = await demoUserAt(browser, DEMO.member, '/lobby', { viewport, locale });
  await visit(member, `/organizations/${HARBOR_AND_PINE}/settings`, `settings-no-access-${suffix}`);
  await member.context().close();
});
