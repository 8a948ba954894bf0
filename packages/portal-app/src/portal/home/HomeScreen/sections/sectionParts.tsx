import styled from 'styled-components';

/** A row of controls above a section's cards, on the right (e.g. 换一换). */
export const SectionTools = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: calc(-1 * var(--sp-space-2)) 0 var(--sp-space-3);
`;
