import type { PageSection } from '@shared/content/page-document.ts';
import { AppDownloadForm } from './app-download-form.tsx';
import { FaqForm } from './faq-form.tsx';
import { FeaturesForm } from './features-form.tsx';
import { FooterForm } from './footer-form.tsx';
import { HeroForm } from './hero-form.tsx';
import { LeadFormForm } from './lead-form-form.tsx';
import { MenuForm } from './menu-form.tsx';
import { OfferForm } from './offer-form.tsx';
import type { SectionFormProps } from './section-form-props.ts';
import { TestimonialsForm } from './testimonials-form.tsx';

type AnySectionFormProps = Omit<SectionFormProps<'hero'>, 'section' | 'onChange'> & {
  section: PageSection;
  onChange: (section: PageSection) => void;
};

/** The form of one section, by its type. */
export function SectionForm({ section, onChange, ...rest }: AnySectionFormProps) {
  switch (section.type) {
    case 'hero':
      return <HeroForm section={section} onChange={onChange} {...rest} />;
    case 'features':
      return <FeaturesForm section={section} onChange={onChange} {...rest} />;
    case 'testimonials':
      return <TestimonialsForm section={section} onChange={onChange} {...rest} />;
    case 'offer':
      return <OfferForm section={section} onChange={onChange} {...rest} />;
    case 'menu':
      return <MenuForm section={section} onChange={onChange} {...rest} />;
    case 'appDownload':
      return <AppDownloadForm section={section} onChange={onChange} {...rest} />;
    case 'faq':
      return <FaqForm section={section} onChange={onChange} {...rest} />;
    case 'leadForm':
      return <LeadFormForm section={section} onChange={onChange} {...rest} />;
    case 'footer':
      return <FooterForm section={section} onChange={onChange} {...rest} />;
  }
}
