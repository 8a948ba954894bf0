import styled from 'styled-components';

/** A course name as a page heading: long names wrap anywhere and stop after three lines. */
export const CourseTitle = styled.h1`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/** The player or the text beside its record panel; stacked on narrow screens. */
export const StudyColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: var(--sp-space-5);
  align-items: start;

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Lines of a record panel: label, then value. */
export const RecordList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--sp-space-2) var(--sp-space-3);
  margin: 0 0 var(--sp-space-3);

  & dt {
    color: var(--sp-color-text-muted);
  }

  & dd {
    margin: 0;
  }

  & strong {
    color: var(--sp-color-primary);
    font-size: var(--sp-font-size-title);
  }
`;

/** A line of explanation under a figure. */
export const Hint = styled.p`
  margin: var(--sp-space-2) 0 0;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
`;

/** The outcome of a finished study: completion and what comes next. */
export const Outcome = styled.div`
  margin-top: var(--sp-space-3);

  & > div {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-2);
    align-items: flex-start;
    padding: var(--sp-space-3);
    border-radius: var(--sp-radius-control);
    background: var(--sp-color-success-surface);
    color: var(--sp-color-text);
  }

  & p {
    margin: 0;
  }
`;
