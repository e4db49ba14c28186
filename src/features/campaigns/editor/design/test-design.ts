import { buildEmailDesign } from '@shared/email/build-design.ts';
import { column, content, DesignCounter, row } from '@shared/email/unlayer-blocks.ts';
import type { UnlayerDesign } from '@shared/email/unlayer-design.ts';

/** A design as generate-campaign builds it: logo, headline, intro, two sections, button, closing, footer. */
export function generatedDesign(): UnlayerDesign {
  return buildEmailDesign({
    content: {
      subject: 'Late-night roasts are back',
      preheader: 'Three new blends for night owls',
      headline: 'Meet the midnight blends',
      intro: 'Hello night owls,\nour roasters stayed up late.',
      sections: [
        { heading: 'Three new roasts', body: '• Dark Owl\n• Moonlight\n• Dawn Patrol' },
        { heading: 'Free delivery', body: 'On every order this week.' },
      ],
      callToAction: { label: 'Order now', url: '' },
      closing: 'See you after dark.',
      legal: 'Must be 21+ to order online.',
    },
    palette: { primary: '#fffaf2', secondary: '#2b1d14', tertiary: '#c8702a', quaternary: '#e6d8c6' },
    mood: 'modern',
    sender: {
      organizationName: 'Night Owl Coffee Co.',
      postalAddress: '12 Congress Ave, Austin, TX 78701',
      website: 'https://nightowl.example',
      logoUrl: 'https://cdn.example/logo.png',
    },
    locale: 'en',
    fallbackUrl: 'https://pages.example/night-owl',
  });
}

/** The generated design plus what Unlayer users add: two columns, social links, an unknown tool. */
export function editedDesign(): UnlayerDesign {
  const design = generatedDesign();
  const counter = new DesignCounter();
  const left = column(counter, [content(counter, 'spacer', { height: '16px' })]);
  const right = column(counter, [
    content(counter, 'social', {
      icons: { icons: [{ name: 'Instagram', url: 'https://instagram.com/owl' }] },
    }),
    { id: 'custom-1', type: 'custom#countdown', values: { endsAt: '2026-12-31' } },
  ]);
  design.body.rows.splice(2, 0, row(counter, [left, right], { columnsBackgroundColor: '#fdf6ec' }, [1, 2]));
  return design;
}
