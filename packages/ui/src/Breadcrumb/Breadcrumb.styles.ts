import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const BreadcrumbList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${cssVar('font-size-body')};
  line-height: 1.4;
`;

// A step's name may be one long word from the server: it wraps anywhere rather than push the
// trail past the page's edge.
export const BreadcrumbEntry = styled.li`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const BreadcrumbLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${cssVar('touch-target')};
  color: ${cssVar('color-text')};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    color: ${cssVar('color-primary')};
    text-decoration: underline;
  }

  &:focus-visible {
    outline: none;
    border-radius: ${cssVar('radius-control')};
    box-shadow: ${cssVar('focus-ring')};
  }
`;

// A parent without an address, and the current page: text, not links.
export const BreadcrumbText = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${cssVar('touch-target')};
  color: ${cssVar('color-text')};

  &[aria-current='page'] {
    color: ${cssVar('color-text-muted')};
  }
`;

export const BreadcrumbSeparator = styled.span`
  margin: 0 ${cssVar('space-2')};
  color: ${cssVar('color-text-muted')};
`;
