import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { resolveTheme, toCustomProperties, type ThemeName } from '../tokens/tokens';

/** A tenant's own values, applied at run time from its configuration (no rebuild). */
export interface TenantAppearance {
  /** Focus and accent colour, any CSS colour. */
  focusColor?: string;
  /** Address of the header's background picture. */
  headerBackground?: string;
}

export interface ThemeContextValue {
  theme: ThemeName;
}

const ThemeContext = createContext<ThemeContextValue>({ theme: 'red' });

/** The active theme, for the rare component that must know it (e.g. to pick a picture). */
export const useTheme = (): ThemeContextValue => useContext(ThemeContext);

// Every theme's variables are emitted once; switching themes only flips `data-theme`.
const ThemeTokens = createGlobalStyle`
  ${(['red', 'blue'] as const)
    .map((theme) => `[data-theme='${theme}'] {\n${toCustomProperties(resolveTheme(theme))}\n}`)
    .join('\n')}
`;

const rootStyle: CSSProperties = {
  fontFamily: 'var(--sp-font-family)',
  fontSize: 'var(--sp-font-size-body)',
  lineHeight: 'var(--sp-line-height-body)',
  color: 'var(--sp-color-text)',
};

export interface ThemeProviderProps {
  /** `red` (default) or `blue`. */
  theme?: ThemeName;
  tenant?: TenantAppearance;
  children?: ReactNode;
}

/** Wraps the portal (or a story) in a theme and the tenant's runtime values. */
export function ThemeProvider({ theme = 'red', tenant, children }: ThemeProviderProps) {
  const context = useMemo(() => ({ theme }), [theme]);
  const focusColor = tenant?.focusColor;
  const headerBackground = tenant?.headerBackground;
  const style = useMemo(() => {
    const runtime: Record<string, string> = {};
    if (focusColor) runtime['--sp-color-focus'] = focusColor;
    if (headerBackground) runtime['--sp-header-background'] = `url("${encodeURI(headerBackground)}")`;
    return { ...rootStyle, ...runtime } as CSSProperties;
  }, [focusColor, headerBackground]);
  return (
    <ThemeContext.Provider value={context}>
      <ThemeTokens />
      <div data-theme={theme} style={style}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
