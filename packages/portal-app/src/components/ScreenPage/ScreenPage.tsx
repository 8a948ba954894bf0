import styled from 'styled-components';

/**
 * The body of a portal screen: its h1, then its sections (each with an h2), stacked with the
 * portal's spacing. Screens share it so every page reads the same to eye and screen reader.
 */
export const ScreenPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-5);

  & h1 {
    margin: 0;
    font-size: var(--sp-font-size-large);
  }

  & h2 {
    margin: 0 0 var(--sp-space-3);
    font-size: var(--sp-font-size-title);
  }
`;
