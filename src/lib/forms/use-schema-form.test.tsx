import { Button, TextInput } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { activateLocale } from '@/lib/i18n/activate-locale.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import type { FieldErrors } from './field-errors.ts';
import { fieldMessages } from './field-messages.ts';
import { optionalEmail, requiredName } from './field-rules.ts';
import { useSchemaForm } from './use-schema-form.tsx';

const personInput = z.object({ name: requiredName(100), email: optionalEmail });
type PersonInput = z.output<typeof personInput>;

function PersonForm({ save }: { save: (input: PersonInput) => Promise<FieldErrors<string> | undefined> }) {
  const form = useSchemaForm(personInput, { initialValues: { name: '', email: '' } });
  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <Button type="submit" loading={form.submitting}>
        Save
      </Button>
    </form>
  );
}

async function renderPersonForm(save = vi.fn().mockResolvedValue(undefined)) {
  await renderWithRouter(<PersonForm save={save} />);
  await screen.findByRole('button', { name: 'Save' });
  return save;
}

describe('useSchemaForm', () => {
  it("says what is wrong under each field, in the reader's language even after a switch", async () => {
    const save = await renderPersonForm();
    await userEvent.type(screen.getByLabelText('Email'), 'a..b@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Fill in this field.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(save).not.toHaveBeenCalled();

    await act(() => activateLocale('es'));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Completa este campo.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Ingresa un email válido');
    await act(() => activateLocale('en'));
  });

  it('saves the parsed input, shows it as stored, and puts refusals under their field', async () => {
    let answer: (refusals: FieldErrors<string>) => void = () => {};
    const save = await renderPersonForm(
      vi.fn(() => new Promise<FieldErrors<string>>((resolve) => (answer = resolve))),
    );
    await userEvent.type(screen.getByLabelText('Name'), '  Ana  ');
    await userEvent.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(save).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' });
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    act(() => answer({ email: { message: fieldMessages.email } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');

    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('Enter a valid email');
  });
});
