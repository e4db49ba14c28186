import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { chooseLocale } from '@/lib/i18n/activate-locale.ts';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales.ts';
import { LANGUAGE_MENU_LABEL, LanguageButton } from './language-button.tsx';

/** The language menu, open from its first render: `LanguageToggle` loads it when first asked. */
export default function LanguageMenu() {
  const { t, i18n } = useLingui();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t(LANGUAGE_MENU_LABEL)}</Menu.Label>
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
