import type { Auth } from '@supabase/auth-ui-react';
import { ThemeSupa } from '@supabase/auth-ui-shared';
import type { ComponentProps } from 'react';

type Appearance = NonNullable<ComponentProps<typeof Auth>['appearance']>;

/**
 * auth-ui's Supabase theme with the app's font, radius and brand colour, so its form reads as one
 * of the app's Mantine forms (36 px inputs, 14 px labels, 8 px corners).
 */
export const authUiAppearance: Appearance = {
  theme: ThemeSupa,
  variables: {
    default: {
      colors: {
        brand: 'var(--mantine-color-brand-6)',
        brandAccent: 'var(--mantine-color-brand-7)',
        brandButtonText: '#ffffff',
        inputBorder: 'var(--mantine-color-gray-4)',
        inputBorderHover: 'var(--mantine-color-gray-5)',
        inputBorderFocus: 'var(--mantine-color-brand-6)',
        inputLabelText: 'var(--mantine-color-text)',
        inputText: 'var(--mantine-color-text)',
        inputPlaceholder: 'var(--mantine-color-placeholder)',
        messageText: 'var(--mantine-color-teal-9)',
        messageBackground: 'var(--mantine-color-teal-0)',
        messageBorder: 'var(--mantine-color-teal-3)',
        anchorTextColor: 'var(--mantine-color-brand-7)',
        anchorTextHoverColor: 'var(--mantine-color-brand-8)',
      },
      fonts: {
        bodyFontFamily: 'var(--mantine-font-family)',
        buttonFontFamily: 'var(--mantine-font-family)',
        inputFontFamily: 'var(--mantine-font-family)',
        labelFontFamily: 'var(--mantine-font-family)',
      },
      fontSizes: {
        baseBodySize: 'var(--mantine-font-size-sm)',
        baseInputSize: 'var(--mantine-font-size-sm)',
        baseLabelSize: 'var(--mantine-font-size-sm)',
        baseButtonSize: 'var(--mantine-font-size-md)',
      },
      radii: {
        borderRadiusButton: 'var(--mantine-radius-md)',
        buttonBorderRadius: 'var(--mantine-radius-md)',
        inputBorderRadius: 'var(--mantine-radius-md)',
      },
      space: {
        inputPadding: '8px 12px',
        buttonPadding: '10px 16px',
        labelBottomMargin: '6px',
        spaceLarge: '18px',
      },
    },
  },
  style: {
    // Without social providers, the divider that would separate them is only empty space.
    divider: { display: 'none' },
    label: { fontWeight: 500 },
    button: { fontWeight: 600 },
  },
};
