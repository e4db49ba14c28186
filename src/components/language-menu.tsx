import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { chooseLocale } from '@/lib/i18n/activate-locale.ts';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales.ts';
import { LANGUAGE_MENU_LABEL } from './language-button.tsx';
import type { LoadedOnPressProps } from './overlays/overlay-types.ts';

/** The language menu, loaded by `LanguageToggle` at the first press of its button. */
export default function LanguageMenu({ target }: LoadedOnPressProps) {
  const { t, i18n } = useLingui();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
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
