import { useLingui } from '@lingui/react/macro';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { appTheme, contrastSafeVariables } from './theme.ts';

type AppThemeProviderProps = {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  env?: 'default' | 'test';
};

/** Mantine with the app's theme, whose words (close buttons' names) follow the active language. */
export function AppThemeProvider({ children, env = 'default' }: AppThemeProviderProps) {
  const { t } = useLingui();
  const close = t`Close`;
  const theme = useMemo(() => appTheme({ close }), [close]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={contrastSafeVariables}
      forceColorScheme="light"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
