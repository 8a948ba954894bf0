import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// About 45 Chinese characters a line: longer lines make older readers lose their place.
const readableWidth = '45em';

export const PlainTextRoot = styled.div`
  max-width: ${readableWidth};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: ${cssVar('line-height-body')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const RichTextRoot = styled.div`
  max-width: ${readableWidth};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: ${cssVar('line-height-body')};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }

  p,
  ul,
  ol,
  dl,
  blockquote,
  pre,
  figure,
  table {
    margin: 0 0 1em;
  }

  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 1.4em 0 0.6em;
    color: ${cssVar('color-text')};
    font-weight: 600;
    line-height: 1.4;
  }
  h2 {
    font-size: ${cssVar('font-size-large')};
  }
  h3 {
    font-size: ${cssVar('font-size-title')};
  }
  h4,
  h5,
  h6 {
    font-size: ${cssVar('font-size-body')};
  }

  ul,
  ol {
    padding-left: 2em;
  }
  li + li {
    margin-top: 0.25em;
  }

  a {
    color: ${cssVar('color-primary')};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:hover {
    color: ${cssVar('color-primary-hover')};
  }
  a:focus-visible {
    outline: none;
    border-radius: ${cssVar('radius-small')};
    box-shadow: ${cssVar('focus-ring')};
  }

  img {
    max-width: 100%;
    height: auto;
    vertical-align: middle;
  }
  figcaption {
    margin-top: ${cssVar('space-1')};
    color: ${cssVar('color-text-muted')};
    font-size: ${cssVar('font-size-small')};
  }

  blockquote {
    padding: ${cssVar('space-2')} ${cssVar('space-4')};
    border-left: 4px solid ${cssVar('color-border')};
    background: ${cssVar('color-page')};
    color: ${cssVar('color-text')};
  }

  pre {
    padding: ${cssVar('space-3')};
    overflow-x: auto;
    background: ${cssVar('color-page')};
    white-space: pre-wrap;
  }

  table {
    max-width: 100%;
    border-collapse: collapse;
  }
  caption {
    padding-bottom: ${cssVar('space-2')};
    font-weight: 600;
    text-align: left;
  }
  th,
  td {
    padding: ${cssVar('space-2')} ${cssVar('space-3')};
    border: 1px solid ${cssVar('color-border')};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${cssVar('color-page')};
    font-weight: 600;
  }

  hr {
    margin: 1.5em 0;
    border: 0;
    border-top: 1px solid ${cssVar('color-border')};
  }
`;
