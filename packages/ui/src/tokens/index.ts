export {
  baseTokens,
  cssVar,
  resolveTheme,
  themeTokens,
  toCustomProperties,
  type ThemeName,
  type TokenName,
  type TokenSet,
} from './tokens';
