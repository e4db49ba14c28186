import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { type ComponentPropsWithRef, forwardRef } from 'react';

type LanguageButtonProps = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/**
 * The menu's label, defined here rather than in language-menu.tsx: the home's parts of the catalog
 * hold what the home's routes reach, and the menu loads later (scripts/vite-catalog-split.ts).
 */
export const LANGUAGE_MENU_LABEL = msg`Language`;

/** The language menu's button, the same before the menu's code is in and after (language-toggle.tsx). */
export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(
  function LanguageButton(props, ref) {
    const { t, i18n } = useLingui();
    return (
      <Button
        ref={ref}
        variant="subtle"
        color="gray"
        size="compact-md"
        leftSection={<IconLanguage size={18} />}
        // The name holds the visible code too, so voice users can say what they see.
        aria-label={`${t`Change language`} ${i18n.locale.toUpperCase()}`}
        {...props}
      >
        {i18n.locale.toUpperCase()}
      </Button>
    );
  },
);
