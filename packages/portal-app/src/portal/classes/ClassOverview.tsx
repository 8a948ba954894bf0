import styled from 'styled-components';

/**
 * A class page's opening block: the cover beside the facts and the way in (one column on a
 * phone). The learner's class page and the open one share it.
 */
export const ClassOverview = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 360px) 1fr;
  gap: var(--sp-space-5);
  align-items: start;

  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }

  & > div {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-4);
    min-width: 0;
  }

  & > div > p {
    margin: 0;
  }

  /* The way in is a button-like link: as wide as its words, not the column. */
  & > div > a {
    align-self: flex-start;
  }
`;
