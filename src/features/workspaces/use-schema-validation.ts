import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { z } from 'zod';
import { type WorkspaceFieldMessage, workspaceFieldMessages } from './workspace-fields.ts';

/** A @mantine/form `validate` function from a zod schema, its messages in the reader's language. */
export function useSchemaValidation<Values>(schema: z.ZodType) {
  const { t } = useLingui();
  return useCallback(
    (values: Values) => {
      const result = schema.safeParse(values);
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (errors[field]) continue;
        const descriptor =
          workspaceFieldMessages[issue.message as WorkspaceFieldMessage] ?? workspaceFieldMessages.required;
        errors[field] = t(descriptor);
      }
      return errors;
    },
    [schema, t],
  );
}
