import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { catalogOf } from '@/lib/i18n/activate-locale.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

/**
 * Its children in another language than the interface's (words, dates and numbers), without
 * switching the interface: the client's report inside the app, in the client's language.
 */
export function InLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { i18n } = useLingui();
  const other = locale !== i18n.locale;
  const catalog = useQuery({
    queryKey: ['catalog', locale],
    queryFn: () => catalogOf(locale),
    enabled: other,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const instance = useMemo<I18n | null>(
    () => (catalog.data ? setupI18n({ locale, messages: { [locale]: catalog.data } }) : null),
    [catalog.data, locale],
  );
  if (!other) return children;
  if (!instance) return <Skeleton h={400} radius="lg" />;
  return (
    <I18nProvider i18n={instance}>
      <div lang={locale}>{children}</div>
    </I18nProvider>
  );
}
