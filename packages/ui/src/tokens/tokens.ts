/**
 * Design tokens. Each becomes a CSS custom property `--sp-<name>`; components read only the
 * variables, so a theme or a tenant changes the look without re-rendering anything.
 *
 * A theme is a partial set merged over the base (Polaris' habit): red is the portal's
 * default, blue the variant (docs/product/platform.md#theme).
 */
export const baseTokens = {
  'color-primary': '#C50405',
  'color-primary-hover': '#a30304',
  'color-on-primary': '#ffffff',
  'color-focus': '#C50405',
  'color-footer': '#C50405',
  /** The footer's first line; equal to the bar colour where that colour is legible as text. */
  'color-footer-title': '#C50405',
  'color-text': '#333333',
  'color-text-muted': '#595959',
  'color-surface': '#ffffff',
  'color-page': '#f5f6f8',
  'color-border': '#dcdfe6',
  /** Edges of text fields and selects: 3:1 against white, as WCAG 1.4.11 asks of control boundaries. */
  'color-border-control': '#8a8a8a',
  'color-header-band': '#ffffff',
  'header-background': 'none',
  'color-success': '#2e7d32',
  'color-success-surface': '#edf7ee',
  'color-warning': '#8a5300',
  'color-warning-surface': '#fdf6e7',
  'color-danger': '#c62828',
  'color-danger-surface': '#fdeded',
  'color-info': '#1d6fb8',
  'color-info-surface': '#eaf3fb',
  'color-disabled-text': '#767676',
  'color-disabled-surface': '#f2f3f5',
  'color-backdrop': 'rgba(0, 0, 0, 0.45)',
  'color-skeleton': '#eceef1',
  'color-sidebar-surface': '#ffffff',
  'color-sidebar-text': '#333333',
  'color-sidebar-active': '#E91B1B',
  'shadow-raised': '0 2px 12px rgba(0, 0, 0, 0.12)',
  'shadow-overlay': '0 8px 32px rgba(0, 0, 0, 0.2)',
  'z-toolbar': '900',
  'z-overlay': '1000',
  'z-toast': '1100',
  'font-family':
    '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, sans-serif',
  'font-size-body': '14px',
  'font-size-small': '12px',
  'font-size-title': '16px',
  'font-size-large': '20px',
  'font-size-menu': '18px',
  'font-size-brand': '28px',
  'line-height-body': '1.6',
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '24px',
  'space-6': '32px',
  /** The radius scale: small marks (bars, dots in a list), controls, surfaces (cards, panels), pills. */
  'radius-small': '2px',
  'radius-control': '4px',
  'radius-card': '8px',
  'radius-pill': '999px',
  'control-height': '36px',
  'control-height-small': '28px',
  /** Smallest clickable area of any control. */
  'touch-target': '32px',
  'content-width': '1200px',
  /**
   * Width of the floating toolbar (docs/product/frame.md#position-and-width) on wide screens. The frame keeps this much, with
   * the toolbar's offset, clear on both sides of the page, so the toolbar covers no control.
   */
  'toolbar-width': '80px',
  /** Narrowest a card may get in a card grid before the grid drops a column. */
  'card-min-width': '240px',
  'focus-ring': '0 0 0 2px #ffffff, 0 0 0 4px var(--sp-color-focus)',
} as const;

export type TokenName = keyof typeof baseTokens;
export type TokenSet = Record<TokenName, string>;
export type ThemeName = 'red' | 'blue';

export const themeTokens: Record<ThemeName, Partial<TokenSet>> = {
  red: {},
  blue: {
    // The product's blue, rgb(74,158,226), is too light for text on white (2.9:1); it is the
    // focus and footer colour, while text and filled controls use a darker blue of the same hue.
    'color-primary': '#1d6fb8',
    'color-primary-hover': '#175a96',
    'color-focus': 'rgb(74,158,226)',
    'color-footer': '#4a9ee2',
    'color-footer-title': '#1d6fb8',
    // The admin sidebar's current entry is an accent like any other: a blue tenant's is blue.
    'color-sidebar-active': '#1d6fb8',
  },
};

/**
 * The elder-friendly mode (长者模式): larger type, larger click targets and stronger contrast,
 * applied over either theme.
 */
export const elderTokens: Partial<TokenSet> = {
  'color-text': '#111111',
  'color-text-muted': '#333333',
  'color-border': '#767676',
  'color-border-control': '#595959',
  'color-disabled-text': '#595959',
  'font-size-body': '18px',
  'font-size-small': '16px',
  'font-size-title': '20px',
  'font-size-large': '24px',
  'font-size-menu': '22px',
  'font-size-brand': '32px',
  'line-height-body': '1.8',
  'control-height': '48px',
  'control-height-small': '40px',
  'touch-target': '48px',
  'toolbar-width': '100px',
  'card-min-width': '300px',
  'focus-ring': '0 0 0 2px #ffffff, 0 0 0 5px var(--sp-color-focus)',
};

/** The full token set of a theme. */
export const resolveTheme = (theme: ThemeName): TokenSet => ({ ...baseTokens, ...themeTokens[theme] });

/** `var(--sp-name)`, for use inside styled-components templates. */
export const cssVar = (name: TokenName): string => `var(--sp-${name})`;

/**
 * The width of the portal's page column (header, menu, main area and footer): the content
 * width, or less where the portal frame keeps the page clear of its floating toolbar.
 */
export const pageWidth = `var(--sp-page-width, ${cssVar('content-width')})`;

/**
 * The columns of a card grid, by the width of its container rather than the window's, so a
 * grid in a side column or a dialog lays itself out too: auto-fill with a floor of
 * `card-min-width` gives 4, 3, 2 or 1 columns, and the second term of max() stops it at 4.
 * Shared so that a placeholder drawn before the kit's code arrives takes the same columns.
 */
export const cardGridColumns = `repeat(auto-fill, minmax(max(min(100%, ${cssVar('card-min-width')}), calc((100% - 3 * ${cssVar('space-4')}) / 4)), 1fr))`;

/** CSS declarations `--sp-name: value;` for a set of tokens. */
export const toCustomProperties = (tokens: Partial<TokenSet>): string =>
  Object.entries(tokens)
    .map(([name, value]) => `--sp-${name}: ${value};`)
    .join('\n');
