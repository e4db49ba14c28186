import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

/** Dates, numbers and money in the reader's language, through Intl. */
export function createFormatters(locale: string) {
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const secondsFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  const numberFormat = new Intl.NumberFormat(locale);
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return {
    date: (value: Date | string | number) => dateFormat.format(new Date(value)),
    dateTime: (value: Date | string | number) => dateTimeFormat.format(new Date(value)),
    /** With seconds: for moments a minute apart or less, such as a campaign's versions. */
    dateTimeWithSeconds: (value: Date | string | number) => secondsFormat.format(new Date(value)),
    number: (value: number) => numberFormat.format(value),
    /** A share (0.051 → "5.1 %" in Spanish, "5.1%" in English), to two decimals for thresholds such as 0.1 %. */
    percent: (ratio: number) => percentFormat.format(ratio),
    /** A rate (a share of what was sent or seen), or a dash before there is anything to divide by. */
    rate: (ratio: number | null) => (ratio === null ? '—' : percentFormat.format(ratio)),
    money: (value: number, currency = 'USD') =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value),
    /** An email's size as Gmail counts it (102 KB clips): kilobytes of 1,024 bytes, whole. */
    kilobytes: (bytes: number) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        bytes / 1024,
      ),
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
