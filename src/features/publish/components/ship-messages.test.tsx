import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { shipPlan } from '../model/ship-plan.ts';
import { ShipConfirmation } from './ship-confirmation.tsx';
import { ShipRefusalAlert } from './ship-refusal-alert.tsx';

describe('ShipRefusalAlert', () => {
  it.each([
    ['sender_required', 'The sender information cannot be empty'],
    ['subject_required', 'Write and save the email subject before sending.'],
    ['postal_address_required', "Add the workspace's postal address in its contact information"],
    ['sender_domain_not_owned', "The sender domain is not one of this workspace's domains."],
    ['sender_domain_not_verified', 'The sender domain is not verified yet.'],
    ['reply_to_required', "Add the workspace's contact email"],
    ['postal_address_missing_from_email', "The email does not show the workspace's postal address."],
    ['unsubscribe_link_missing', 'The email has no unsubscribe link.'],
    ['no_payment', 'Payment information is not available for this campaign yet.'],
    ['no_recipients_left', 'No recipients remaining'],
    ['no_recipients', 'There are no new recipients to send to'],
    ['campaign_not_ready', 'This email has no content to send yet.'],
    ['unexpected', 'There has been an unexpected error.'],
  ] as const)('explains %s', async (code, text) => {
    await renderWithProviders(<ShipRefusalAlert code={code} onClose={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('speaks Spanish', async () => {
    await renderWithProviders(<ShipRefusalAlert code="no_recipients_left" onClose={vi.fn()} />, {
      locale: 'es',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('La campaña no se envió');
  });
});

describe('ShipConfirmation', () => {
  const props = {
    opened: true,
    subject: 'Spring service week',
    from: 'Harbor & Pine <…@mail.harborpine.example>',
    shipping: false,
    onConfirm: vi.fn(),
    onClose: vi.fn(),
  };

  it('says how many will receive it and what remains', async () => {
    await renderWithProviders(
      <ShipConfirmation {...props} plan={shipPlan({ newRecipients: 3, suppressed: 0, remaining: 1000 })} />,
    );
    expect(await screen.findByTestId('ship-count')).toHaveTextContent(
      '3 recipients will receive this email.',
    );
    expect(screen.getByTestId('remaining-after')).toHaveTextContent(
      '997 recipients will remain in your allowance.',
    );
  });

  it('counts the skipped and the ones beyond the allowance', async () => {
    await renderWithProviders(
      <ShipConfirmation {...props} plan={shipPlan({ newRecipients: 4, suppressed: 1, remaining: 1 })} />,
    );
    expect(await screen.findByTestId('ship-count')).toHaveTextContent('1 recipient will receive this email.');
    expect(screen.getByText('1 address on the suppression list is skipped.')).toBeInTheDocument();
    expect(
      screen.getByText('2 new recipients are beyond your allowance and wait for another package.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('remaining-after')).toHaveTextContent(
      '0 recipients will remain in your allowance.',
    );
  });
});
