import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Calm teal; shade 7 on white is 5.5:1, so filled buttons and links meet WCAG AA. */
const teal: MantineColorsTuple = [
  '#e8f5f4',
  '#cfe9e6',
  '#a0d3cd',
  '#6dbcb3',
  '#43a89e',
  '#2a9a8f',
  '#1a8378',
  '#0f766e',
  '#0b615a',
  '#064b46',
];

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: { teal },
  fontFamily: "'IBM Plex Sans', system-ui, -apple-system, 'Segoe UI', sans-serif",
  fontFamilyMonospace: 'ui-monospace, monospace',
  defaultRadius: 'md',
  fontSizes: { xs: '14px', sm: '15px', md: '16px', lg: '18px', xl: '20px' },
  lineHeights: { md: '1.5' },
  headings: {
    fontFamily: "'Dosis', 'IBM Plex Sans', sans-serif",
    fontWeight: '600',
    sizes: {
      h1: { fontSize: '28px', lineHeight: '1.25' },
      h2: { fontSize: '22px', lineHeight: '1.3' },
      h3: { fontSize: '18px', lineHeight: '1.35' },
    },
  },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});

/**
 * Mantine's dimmed grey is 3.3:1 on white; ours is 6:1 so secondary text stays readable. Its error red
 * (red.6, the message under a field and the field's text) is 3.6:1; red.9 is 5.9:1 (WCAG AA).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#4f5962', '--mantine-color-placeholder': '#5c6670', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
