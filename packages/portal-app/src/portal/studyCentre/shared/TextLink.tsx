import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const linkStyles = css`
  color: var(--sp-color-primary);
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    color: var(--sp-color-primary-hover);
  }

  &:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-small);
    box-shadow: var(--sp-focus-ring);
  }
`;

/** A link inside the portal, routed by the app. */
export const TextLink = styled(Link)`
  ${linkStyles}
`;

/** A link that leaves the portal: a new tab, without handing it this page (rel). */
export const ExternalLink = styled.a.attrs({ target: '_blank', rel: 'noopener noreferrer' })`
  ${linkStyles}
`;
