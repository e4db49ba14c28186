import { useLingui } from '@lingui/react/macro';
import type { FieldProblem } from '../../design/field-rules.ts';

/** The sentence a field shows under itself when the quick editor refuses its value. */
export function useFieldProblemMessage() {
  const { t } = useLingui();
  return (problem: FieldProblem | undefined): string | undefined => {
    switch (problem) {
      case 'empty-text':
        return t`This cannot be empty: write some text.`;
      case 'invalid-link':
        return t`Enter a full link, such as https://example.com or mailto:hello@example.com.`;
      case 'invalid-colour':
        return t`Enter a colour as a hex code, such as #1a73e8.`;
      default:
        return undefined;
    }
  };
}
