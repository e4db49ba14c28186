import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/**
 * How a figure moved against the previous period, in words: a rate by percentage points, a count
 * by its share of the previous count. Nothing to say when either side has no figure.
 */
export function useFigureChange() {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const points = new Intl.NumberFormat(i18n.locale, {
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const share = new Intl.NumberFormat(i18n.locale, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'exceptZero',
    });
    return {
      ofRate(current: number | null, previous: number | null): string | undefined {
        if (current === null || previous === null) return undefined;
        const moved = points.format((current - previous) * 100);
        return t`${moved} pts vs the previous period`;
      },
      ofCount(current: number, previous: number): string | undefined {
        if (previous === 0) return current === 0 ? undefined : t`none in the previous period`;
        const moved = share.format((current - previous) / previous);
        return t`${moved} vs the previous period`;
      },
    };
  }, [t, i18n.locale]);
}
