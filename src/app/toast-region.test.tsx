import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/activate-locale.ts';
import { toast } from '@/lib/notify.tsx';
import { AppThemeProvider } from './theme-provider.tsx';
import { ToastRegion } from './toast-region.tsx';

describe('the toast region', () => {
  beforeAll(() => activateLocale('en'));

  it('is a live region before any toast, and the first toast appears inside it', async () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <AppThemeProvider env="test">
          <ToastRegion />
        </AppThemeProvider>
      </I18nProvider>,
    );
    const region = container.querySelector('[data-toast-region]') as HTMLElement;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    act(() => toast.success('Campaign saved'));
    expect(await within(region).findByText('Campaign saved')).toBeTruthy();
    expect(screen.getAllByText('Campaign saved')).toHaveLength(1);
  });
});
