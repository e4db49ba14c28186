import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { appDownloadSection } from '../sections/app-download.ts';
import { faqSection } from '../sections/faq.ts';
import { featuresSection } from '../sections/features.ts';
import { leadSection } from '../sections/lead-section.ts';
import { menuSection } from '../sections/menu.ts';
import { offerSection } from '../sections/offer.ts';
import { siteFooter } from '../sections/site-footer.ts';
import { siteHeader } from '../sections/site-header.ts';
import { testimonialsSection } from '../sections/testimonials.ts';
import { firstHero, footerSection, mainContent } from './compose.ts';

type OptionsOf<F> = F extends (s: never, i: number, c: PageContext, opts: infer O) => SafeHtml ? O : never;

/** A template's choices for the shared sections: which variant, painted on which surfaces. */
export interface PageLayout {
  /** The header's surface; `heroless` when the page has no hero to sit on. */
  header: { surface: string; heroless?: string };
  hero: (section: SectionOf<'hero'>, index: number, ctx: PageContext) => SafeHtml;
  features: OptionsOf<typeof featuresSection>;
  testimonials: OptionsOf<typeof testimonialsSection>;
  offer: OptionsOf<typeof offerSection>;
  faq: OptionsOf<typeof faqSection>;
  /** Unset: a services list on the features' surfaces. */
  menu?: OptionsOf<typeof menuSection>;
  /** Unset: on the offer's surface. */
  appDownload?: OptionsOf<typeof appDownloadSection>;
  leadForm: OptionsOf<typeof leadSection>;
  footer: { surface: string; before?: SafeHtml };
}

/** Header, the sections in document order as the layout says, and the footer. */
export function composePage(ctx: PageContext, layout: PageLayout): SafeHtml {
  const hero = firstHero(ctx);
  const headerSurface = hero ? layout.header.surface : (layout.header.heroless ?? layout.header.surface);
  return html`${siteHeader(ctx, { surface: headerSurface, ctaLabel: hero?.ctaLabel })}
${mainContent(ctx, {
  hero: layout.hero,
  features: (s, i, c) => featuresSection(s, i, c, layout.features),
  testimonials: (s, i, c) => testimonialsSection(s, i, c, layout.testimonials),
  offer: (s, i, c) => offerSection(s, i, c, layout.offer),
  faq: (s, i, c) => faqSection(s, i, c, layout.faq),
  menu: (s, i, c) =>
    menuSection(
      s,
      i,
      c,
      layout.menu ?? {
        variant: 'services',
        surface: layout.features.surface,
        itemSurface: layout.features.itemSurface,
      },
    ),
  appDownload: (s, i, c) =>
    appDownloadSection(s, i, c, layout.appDownload ?? { surface: layout.offer.surface }),
  leadForm: (s, i, c) => leadSection(s, i, c, layout.leadForm),
})}
${layout.footer.before ?? ''}${siteFooter(footerSection(ctx), ctx, { surface: layout.footer.surface })}`;
}
