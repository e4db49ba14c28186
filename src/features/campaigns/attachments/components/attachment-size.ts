import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

/**
 * File sizes in binary units, as the limits are (25 MiB a file, 27 MiB a campaign), so the limit
 * reads "27 MB", not "28.3 MB", and a file of exactly the limit never shows more than it.
 */
export function createAttachmentSizeFormat(locale: string) {
  const kilobytes = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });
  const megabytes = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });
  return (bytes: number) =>
    bytes > 0 && bytes < 1024 * 1024
      ? kilobytes.format(Math.max(1, Math.ceil(bytes / 1024)))
      : megabytes.format(bytes / (1024 * 1024));
}

export function useAttachmentSize() {
  const { i18n } = useLingui();
  return useMemo(() => createAttachmentSizeFormat(i18n.locale), [i18n.locale]);
}
