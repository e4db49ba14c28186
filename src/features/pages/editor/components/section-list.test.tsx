import type { PageDocument } from '@shared/content/page-document.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { canAddSection } from '../document/document-operations.ts';
import { editorReducer, initialEditorState } from '../document/editor-state.ts';
import { newSection } from '../document/new-section.ts';
import { SectionList } from './section-list.tsx';

const DOCUMENT: PageDocument = {
  version: 1,
  template: 'avilon',
  seo: { title: 'Bike fitting days', description: 'Free fittings in June.' },
  sections: [
    { ...newSection('hero', 'en'), headline: 'Fit your bike to you' } as PageDocument['sections'][number],
    newSection('features', 'en'),
    newSection('faq', 'en'),
  ],
};

/** The list wired to the editor's own state, as the editor wires it. */
function Harness({ invalidSections = new Set<number>() }: { invalidSections?: ReadonlySet<number> }) {
  const [state, dispatch] = useReducer(
    editorReducer,
    {
      document: DOCUMENT,
      palette: { primary: '#ffffff', secondary: '#111111', tertiary: '#2255ee', quaternary: '#dddddd' },
      mood: 'modern' as const,
    },
    initialEditorState,
  );
  return (
    <SectionList
      sections={state.document.sections}
      keys={state.keys}
      selectedKey={state.selectedKey}
      invalidSections={invalidSections}
      removed={state.removed}
      onSelect={(key) => dispatch({ type: 'select', key })}
      onMove={(from, to) => dispatch({ type: 'move', from, to })}
      onRemove={(index) => dispatch({ type: 'remove', index })}
      onUndoRemove={() => dispatch({ type: 'undoRemove' })}
      onAdd={(type) => dispatch({ type: 'add', section: newSection(type, 'es') })}
      canAdd={(type) => canAddSection(state.document, type)}
      renderForm={(index) => <p>{`Form of section ${index + 1}`}</p>}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Page sections' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('SectionList', () => {
  it('moves a section with its buttons, and the button keeps the focus as it moves', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    expect(order()).toEqual(['Hero', 'Features', 'Questions and answers']);

    await user.click(screen.getByRole('button', { name: 'Move Hero (section 1) down' }));
    expect(order()).toEqual(['Features', 'Hero', 'Questions and answers']);
    expect(screen.getByRole('status')).toHaveTextContent('Hero moved to position 2 of 3.');
    // The button went with its section, renamed for its new place.
    expect(screen.getByRole('button', { name: 'Move Hero (section 2) down' })).toHaveFocus();
  });

  it('reorders by keyboard alone', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    screen.getByRole('button', { name: 'Move Questions and answers (section 3) up' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(order()).toEqual(['Questions and answers', 'Hero', 'Features']);
    // At the top, "up" does nothing, and the focus stays where the user is.
    const up = screen.getByRole('button', { name: 'Move Questions and answers (section 1) up' });
    expect(up).toHaveFocus();
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Questions and answers', 'Hero', 'Features']);
  });

  it('opens a section’s form, removes it with undo, and adds a section in the page language', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Features/ }));
    expect(screen.getByText('Form of section 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Features (section 2)' }));
    expect(order()).toEqual(['Hero', 'Questions and answers']);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(order()).toEqual(['Hero', 'Features', 'Questions and answers']);

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Lead form/ }));
    // Placed after the open section, opened, and written in the page's language (Spanish here).
    expect(order()).toEqual(['Hero', 'Features', 'Lead form', 'Questions and answers']);
    expect(screen.getByText('Contáctanos')).toBeInTheDocument();
    expect(screen.getByText('Form of section 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(await screen.findByRole('menuitem', { name: /^Lead form/ })).toBeDisabled();
  });

  it('shows a section with a problem by its whole name, the “To fix” badge under it', async () => {
    await renderWithProviders(<Harness invalidSections={new Set([2])} />);
    const faq = within(screen.getByRole('list', { name: 'Page sections' })).getAllByRole(
      'listitem',
    )[2] as HTMLElement;
    const toggle = within(faq).getByRole('button', { name: /^Questions and answers/ });
    expect(toggle).toHaveAccessibleName(/^Questions and answers To fix/);
    // Wrapped, never cut to "Questions…" (Spanish "Preguntas y respuestas" beside the badge was).
    expect(within(toggle).getByText('Questions and answers')).not.toHaveAttribute('data-truncate');
    expect(within(toggle).getAllByText('To fix')).toHaveLength(1);
  });
});
