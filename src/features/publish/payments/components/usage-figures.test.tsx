import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { UsageFigures } from './usage-figures.tsx';

const usage = (allowed: number, used: number) => ({ allowed, used, remaining: Math.max(allowed - used, 0) });

/** The figure a term of the allowance list names. */
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('UsageFigures', () => {
  it('says payment information is not available before any payment, with no figures', async () => {
    await renderWithProviders(<UsageFigures usage={usage(0, 0)} waitingRecipients={40} />);
    expect(screen.getByText('Payment information is not available for this campaign yet.')).toBeVisible();
    expect(screen.queryByText('Allowed')).toBeNull();
  });

  it('shows allowed, used and remaining once paid, and no warning while plenty remain', async () => {
    await renderWithProviders(<UsageFigures usage={usage(1000, 200)} waitingRecipients={100} />);
    expect(figure('Allowed')).toBe('1,000');
    expect(figure('Used')).toBe('200');
    expect(figure('Remaining')).toBe('800');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the few recipients remaining', async () => {
    await renderWithProviders(<UsageFigures usage={usage(500, 480)} waitingRecipients={0} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 20 recipients remaining');
  });

  it('warns when fewer remain than recipients wait to be sent', async () => {
    await renderWithProviders(<UsageFigures usage={usage(500, 200)} waitingRecipients={400} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 300 recipients remaining');
  });

  it('says none remain when the allowance is spent', async () => {
    await renderWithProviders(<UsageFigures usage={usage(500, 500)} waitingRecipients={10} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No recipients remaining');
  });

  it('speaks Spanish', async () => {
    await renderWithProviders(<UsageFigures usage={usage(500, 500)} waitingRecipients={10} />, {
      locale: 'es',
    });
    expect(screen.getByRole('alert')).not.toHaveTextContent('No recipients remaining');
    expect(screen.getByText('Restantes')).toBeVisible();
  });
});
