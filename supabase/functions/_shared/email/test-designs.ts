/** Designs for the renderer's tests: the generated one, and one with what users add in Unlayer. */

import { readBrief } from '../ai/brief-facts.ts';
import { composeEmail } from '../ai/composer/compose-email.ts';
import { briefSeed } from '../ai/offline-provider.ts';
import { sampleBrief } from '../ai/test-briefs.ts';
import type { Mood } from '../content/brief.ts';
import { buildEmailDesign, type DesignInput, type EmailImage } from './build-design.ts';
import { column, content, DesignCounter, row } from './unlayer-blocks.ts';
import type { UnlayerDesign } from './unlayer-design.ts';

/** Pictures as the workspace's library answers them: public URLs of the images bucket. */
export const LIBRARY_IMAGES: EmailImage[] = ['hero.jpg', 'detail.png', 'shop.gif'].map((name) => ({
  url: `https://project.supabase.co/storage/v1/object/public/images/ws-1/campaign-1/${name}`,
}));

export function generatedDesign(
  locale: 'en' | 'es',
  mood: Mood,
  logoUrl: string | null = 'https://cdn.example/logo.png',
  extras: Partial<Pick<DesignInput, 'images' | 'socialLinks' | 'palette'>> = {},
): UnlayerDesign {
  const brief = sampleBrief(locale, mood, {
    sender: {
      organizationName: 'Night Owl Coffee Co.',
      postalAddress: '12 Congress Ave, Austin, TX 78701',
      website: 'https://nightowl.example',
      logoUrl,
    },
  });
  const content = composeEmail(readBrief(brief), briefSeed(brief));
  return buildEmailDesign({
    content,
    mood,
    sender: brief.sender,
    locale,
    fallbackUrl: 'https://pages.example/night-owl',
    ...extras,
    palette: extras.palette ?? brief.palette,
  });
}

/** Two columns, an image without alt text, social links, a menu, user HTML, a spacer and an unknown tool. */
export function editedDesign(): UnlayerDesign {
  const design = generatedDesign('en', 'modern');
  const counter = new DesignCounter();
  const left = column(counter, [
    content(counter, 'image', { src: { url: 'https://cdn.example/product.png', width: 600 }, altText: '' }),
    content(counter, 'spacer', { height: '16px' }),
  ]);
  const right = column(counter, [
    content(counter, 'html', {
      html: '<p style="color:#fdf6ec">Pale text the renderer must lift</p><table><tr><td>cell</td></tr></table>',
    }),
    content(counter, 'social', {
      icons: {
        iconType: 'circle',
        icons: [
          { name: 'Instagram', url: 'https://instagram.com/nightowl' },
          { name: 'Facebook', url: 'https://facebook.com/nightowl' },
        ],
      },
    }),
    content(counter, 'menu', {
      menu: {
        items: [
          { text: 'Shop', link: { name: 'web', values: { href: 'https://nightowl.example/shop' } } },
          { text: 'About', link: { name: 'web', values: { href: '' } } },
        ],
      },
      separator: '|',
    }),
    { id: 'custom-1', type: 'custom#countdown', values: { html: '<script>alert(1)</script>' } },
  ]);
  design.body.rows.splice(2, 0, row(counter, [left, right], { columnsBackgroundColor: '#fdf6ec' }, [1, 2]));
  return design;
}
