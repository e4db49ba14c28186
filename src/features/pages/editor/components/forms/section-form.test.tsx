import type { PageSection } from '@shared/content/page-document.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { newSection } from '../../document/new-section.ts';
import { SectionForm } from './section-form.tsx';

/** A section's form holding its own state, with problems at the paths given ("items.0.answer"). */
function Harness({
  initial,
  problems = {},
  onSection,
}: {
  initial: PageSection;
  problems?: Record<string, string>;
  onSection: (section: PageSection) => void;
}) {
  const [section, setSection] = useState(initial);
  return (
    <SectionForm
      section={section}
      onChange={(next) => {
        setSection(next);
        onSection(next);
      }}
      errorOf={(...path) => problems[path.join('.')]}
      locale="es"
      workspaceId="11111111-1111-4111-8111-111111111111"
      campaignId="22222222-2222-4222-8222-222222222222"
    />
  );
}

const lastSection = (spy: ReturnType<typeof vi.fn>) => spy.mock.lastCall?.[0] as PageSection;
const fieldset = (name: string) => screen.getByRole('group', { name });

describe('SectionForm', () => {
  it('edits, adds, moves and removes the questions of a FAQ, new ones in the page language', async () => {
    const onSection = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<Harness initial={newSection('faq', 'en')} onSection={onSection} />);

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(within(fieldset('Item 2')).getByRole('textbox', { name: /^Question/ })).toHaveValue(
      '¿Una nueva pregunta?',
    );
    expect(screen.getByText('2 of at most 8')).toBeInTheDocument();

    const question = within(fieldset('Item 1')).getByRole('textbox', { name: /^Question/ });
    await user.clear(question);
    await user.type(question, 'Who fits the bike?');
    await user.click(screen.getByRole('button', { name: 'Move Item 2 up' }));
    expect(lastSection(onSection)).toMatchObject({
      type: 'faq',
      heading: 'Frequently asked questions',
      items: [
        { question: '¿Una nueva pregunta?', answer: 'Su respuesta.' },
        { question: 'Who fits the bike?', answer: 'A short, helpful answer.' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Move Item 1 up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Item 1' }));
    expect(lastSection(onSection)).toMatchObject({
      items: [{ question: 'Who fits the bike?' }],
    });
    // A FAQ keeps one question at least.
    expect(screen.getByRole('button', { name: 'Remove Item 1' })).toBeDisabled();
  });

  it('shows each problem at its field: the section’s, the list’s, an item’s', async () => {
    await renderWithProviders(
      <Harness
        initial={newSection('testimonials', 'en')}
        problems={{ heading: 'Write a heading', items: 'Too many quotes', 'items.0.author': 'Who said it?' }}
        onSection={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: /^Heading/ })).toHaveAccessibleDescription(/Write a heading/);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many quotes');
    expect(within(fieldset('Item 1')).getByRole('textbox', { name: /^Author/ })).toHaveAccessibleDescription(
      /Who said it\?/,
    );
    expect(
      within(fieldset('Item 1')).getByRole('textbox', { name: /^Quote/ }),
    ).not.toHaveAccessibleDescription(/Who said it\?/);
  });

  it('edits an offer’s plans and the lines each plan includes', async () => {
    const onSection = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(
      <Harness
        initial={newSection('offer', 'en')}
        problems={{ 'plans.0.features.1': 'Write what is included' }}
        onSection={onSection}
      />,
    );
    const plan = fieldset('Plan 1');
    await user.type(within(plan).getByRole('textbox', { name: /^Price/ }), '$49');
    await user.click(within(plan).getByRole('checkbox', { name: 'Highlight this plan' }));
    await user.click(within(plan).getByRole('button', { name: 'Add a line' }));
    expect(within(fieldset('Line 2')).getByRole('textbox', { name: /^Text/ })).toHaveAccessibleDescription(
      /Write what is included/,
    );
    await user.click(screen.getByRole('button', { name: 'Add a plan' }));
    expect(lastSection(onSection)).toMatchObject({
      type: 'offer',
      plans: [
        {
          name: 'Standard',
          price: '$49',
          highlighted: true,
          features: ['What is included', 'Lo que incluye'],
        },
        { name: 'Nuevo plan', price: '', features: [], highlighted: false },
      ],
    });
  });

  it('keeps the lead form’s fields in the form’s order and edits the hero’s texts', async () => {
    const onLead = vi.fn();
    const user = userEvent.setup();
    const { unmount } = await renderWithProviders(
      <Harness
        initial={{ ...newSection('leadForm', 'en'), fields: ['email'] } as PageSection}
        onSection={onLead}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'First name' }));
    await user.type(screen.getByRole('textbox', { name: /^Button text/ }), ' now');
    expect(lastSection(onLead)).toMatchObject({ fields: ['firstName', 'email'], submitLabel: 'Send now' });
    unmount();

    const onHero = vi.fn();
    await renderWithProviders(<Harness initial={newSection('hero', 'en')} onSection={onHero} />);
    await user.clear(screen.getByRole('textbox', { name: /^Headline/ }));
    await user.type(screen.getByRole('textbox', { name: /^Button link/ }), 'https://a.example');
    expect(lastSection(onHero)).toMatchObject({
      headline: '',
      ctaUrl: 'https://a.example',
      ctaLabel: 'Get in touch',
    });
  });
});
