import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { chooseLocale } from '@/lib/i18n/activate-locale.ts';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales.ts';

/** Switches the interface language; the choice is kept in a cookie for the next visit. */
export function LanguageToggle() {
  const { t, i18n } = useLingui();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} />}
          // The name holds the visible code too, so voice users can say what they see.
          aria-label={`${t`Change language`} ${i18n.locale.toUpperCase()}`}
        >
          {i18n.locale.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Language`}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => chooseLocale(locale)}
            rightSection={locale === i18n.locale ? <IconCheck size={16} /> : null}
            aria-current={locale === i18n.locale ? 'true' : undefined}
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
