import { createContext, startTransition, useCallback, useContext, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { cookieElderModeStore, type ElderModeStore } from '../ElderMode/elderModeStore';
import { PortalRootContext } from '../internal/portalRootContext';
import { elderTokens, resolveTheme, toCustomProperties, type ThemeName } from '../tokens/tokens';

/** A tenant's own values, applied at run time from its configuration (no rebuild). */
export interface TenantAppearance {
  /** Focus and accent colour, any CSS colour. */
  focusColor?: string;
  /** Address of the header's background picture. */
  headerBackground?: string;
  /** Address of the tenant's logo, shown by the Header when it is given no logo of its own. */
  logo?: string;
}

export interface ThemeContextValue {
  theme: ThemeName;
  tenant: TenantAppearance;
  /** Whether the elder-friendly mode (larger type and targets, stronger contrast) is on. */
  elder: boolean;
  /** Switches the elder-friendly mode; the choice is remembered across visits. */
  setElder: (on: boolean) => void;
}

const ThemeContext = createContext<ThemeContextValue>({
  theme: 'red',
  tenant: {},
  elder: false,
  setElder: () => undefined,
});

/** The active theme, tenant values and elder-friendly mode. */
export const useTheme = (): ThemeContextValue => useContext(ThemeContext);

// Every theme's variables are emitted once; switching themes only flips `data-theme`, and
// the elder-friendly mode only `data-elder`. Plain CSS in a React-hoisted <style>, not a
// styled-components global style: the browser parses it natively, where styled-components ran
// its CSS preprocessor over every variable in JavaScript (10 ms on start-up, in the first
// screen's commit). React keeps one copy in the head however many providers render it.
const themeTokensCss = [
  ...(['red', 'blue'] as const).map((theme) => `[data-theme='${theme}'] {\n${toCustomProperties(resolveTheme(theme))}\n}`),
  `[data-theme][data-elder='true'] {\n${toCustomProperties(elderTokens)}\n}`,
  `[data-sp-root] {
  font-family: var(--sp-font-family);
  font-size: var(--sp-font-size-body);
  line-height: var(--sp-line-height-body);
  color: var(--sp-color-text);
}`,
  `[data-sp-root] *,
[data-sp-root] *::before,
[data-sp-root] *::after {
  box-sizing: border-box;
}`,
  `@media (prefers-reduced-motion: reduce) {
  [data-sp-root] *,
  [data-sp-root] *::before,
  [data-sp-root] *::after {
    animation-duration: 0.01ms !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}`,
].join('\n');

const themeTokens = (
  <style href="study-portal-theme-tokens" precedence="study-portal">
    {themeTokensCss}
  </style>
);

export interface ThemeProviderProps {
  /** `red` (default) or `blue`. */
  theme?: ThemeName;
  /** The tenant's runtime values (focus colour, header picture, logo) over the theme's. */
  tenant?: TenantAppearance;
  /**
   * Forces the elder-friendly mode on or off. Left out, the learner's remembered choice
   * applies and `setElder` changes it.
   */
  elder?: boolean;
  /** Where the learner's elder-mode choice is kept; a cookie by default. */
  elderModeStore?: ElderModeStore;
  /** The part of the app that takes the theme. */
  children?: ReactNode;
}

/** Wraps the portal (or a story) in a theme, the tenant's runtime values and the elder-friendly mode. */
export function ThemeProvider({
  theme = 'red',
  tenant,
  elder: forcedElder,
  elderModeStore = cookieElderModeStore,
  children,
}: ThemeProviderProps) {
  const [rememberedElder, setRememberedElder] = useState(() => elderModeStore.read());
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  // The overlays' element exists only once the first commit is done, and nothing waits on it
  // then: as a transition, the overlays' render takes its turn in short slices, instead of a
  // synchronous render added to the end of the commit, the start-up's longest task.
  const attachPortalRoot = useCallback((element: HTMLElement | null) => startTransition(() => setPortalRoot(element)), []);
  const elder = forcedElder ?? rememberedElder;
  const setElder = useCallback(
    (on: boolean) => {
      elderModeStore.write(on);
      setRememberedElder(on);
    },
    [elderModeStore],
  );

  const focusColor = tenant?.focusColor;
  const headerBackground = tenant?.headerBackground;
  const logo = tenant?.logo;
  const style = useMemo(() => {
    const runtime: Record<string, string> = {};
    if (focusColor) runtime['--sp-color-focus'] = focusColor;
    if (headerBackground) runtime['--sp-header-background'] = `url("${encodeURI(headerBackground)}")`;
    return runtime as CSSProperties;
  }, [focusColor, headerBackground]);
  const context = useMemo<ThemeContextValue>(
    () => ({ theme, tenant: { focusColor, headerBackground, logo }, elder, setElder }),
    [theme, focusColor, headerBackground, logo, elder, setElder],
  );

  return (
    <ThemeContext.Provider value={context}>
      <PortalRootContext.Provider value={portalRoot}>
        {themeTokens}
        <div data-sp-root="" data-theme={theme} data-elder={elder ? 'true' : 'false'} style={style}>
          {children}
          <div data-sp-portal-root="" ref={attachPortalRoot} />
        </div>
      </PortalRootContext.Provider>
    </ThemeContext.Provider>
  );
}
