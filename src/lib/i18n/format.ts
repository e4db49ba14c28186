import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

/** Dates, numbers and money in the reader's language, through Intl. */
export function createFormatters(locale: string) {
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const secondsFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  const numberFormat = new Intl.NumberFormat(locale);
  return {
    date: (value: Date | string | number) => dateFormat.format(new Date(value)),
    dateTime: (value: Date | string | number) => dateTimeFormat.format(new Date(value)),
    /** With seconds: for moments a minute apart or less, such as a campaign's versions. */
    dateTimeWithSeconds: (value: Date | string | number) => secondsFormat.format(new Date(value)),
    number: (value: number) => numberFormat.format(value),
    money: (value: number, currency = 'USD') =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value),
    fileSize: (bytes: number) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        bytes / 1_000_000,
      ),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;

export function useFormatters(): Formatters {
  const { i18n } = useLingui();
  return useMemo(() => createFormatters(i18n.locale), [i18n.locale]);
}
