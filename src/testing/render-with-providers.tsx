import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppThemeProvider } from '@/app/theme-provider.tsx';
import { activateLocale } from '@/lib/i18n/activate-locale.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

/** One component with the app's translations and theme, for tests of a form or a widget alone. */
export async function renderWithProviders(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}) {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <AppThemeProvider env="test">{ui}</AppThemeProvider>
    </I18nProvider>,
  );
}
