import type { Locale } from '@shared/content/brief.ts';
import type { PageSectionType } from '@shared/content/page-document.ts';
import type { SectionOf } from '../../document/new-section.ts';
import type { ErrorOf } from './bind-fields.ts';

export type SectionFormProps<T extends PageSectionType> = {
  section: SectionOf<T>;
  onChange: (section: SectionOf<T>) => void;
  /** The problem of a field, by its path inside the section: errorOf('items', 0, 'title'). */
  errorOf: ErrorOf;
  /** The page's language, for the starting text of new items. */
  locale: Locale;
  workspaceId: string;
  campaignId: string;
};
