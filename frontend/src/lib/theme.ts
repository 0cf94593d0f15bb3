import type { Theme } from '@aws-amplify/ui-react';

const systemFonts =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Navy for text and structure, teal for actions; red is left to Amplify's error/destructive tokens. */
export const theme: Theme = {
  name: 'taxback',
  tokens: {
    colors: {
      primary: {
        10: '#eefaf8',
        20: '#cdeee9',
        40: '#7dcfc4',
        60: '#2aa293',
        80: '#0f766e',
        90: '#0b5c56',
        100: '#083f3b',
      },
      secondary: {
        10: '#eef2f8',
        20: '#d5deec',
        40: '#9aaccb',
        60: '#4f6690',
        80: '#1e3a64',
        90: '#13294b',
        100: '#0b1f3a',
      },
      font: {
        primary: '#0b1f3a',
        secondary: '#3b4a63',
        tertiary: '#5a6780',
      },
      background: { secondary: '#f5f7fb' },
    },
    fonts: { default: { variable: systemFonts, static: systemFonts } },
    radii: { small: '6px', medium: '8px', large: '12px' },
    components: {
      card: { borderRadius: '{radii.large}', padding: '{space.xl}' },
      heading: {
        color: '{colors.font.primary}',
        1: { fontWeight: '{fontWeights.bold}' },
        2: { fontWeight: '{fontWeights.bold}' },
        3: { fontWeight: '{fontWeights.semibold}' },
      },
    },
  },
};
