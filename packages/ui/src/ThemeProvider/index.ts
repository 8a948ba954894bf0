export { ThemeProvider, useTheme, type TenantAppearance, type ThemeContextValue, type ThemeProviderProps } from './ThemeProvider';
