export {
  baseTokens,
  cardGridColumns,
  cssVar,
  elderTokens,
  resolveTheme,
  themeTokens,
  toCustomProperties,
  type ThemeName,
  type TokenName,
  type TokenSet,
} from './tokens';
