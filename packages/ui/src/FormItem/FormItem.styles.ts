import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const FormItemRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssVar('space-1')} ${cssVar('space-3')};
  margin-bottom: ${cssVar('space-4')};
  font-size: ${cssVar('font-size-body')};

  /* The label column's width comes from the labelWidth prop, through a custom property. */
  &[data-layout='horizontal'] {
    grid-template-columns: var(--form-item-label-width, 7em) minmax(0, 1fr);
  }

  @media (max-width: 575px) {
    &[data-layout='horizontal'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

export const FormItemLabel = styled.label`
  display: flex;
  align-items: center;
  color: ${cssVar('color-text')};
  line-height: 1.4;

  [data-layout='horizontal'] > & {
    justify-content: flex-end;
    min-height: ${cssVar('control-height')};
    text-align: right;
  }

  @media (max-width: 575px) {
    [data-layout='horizontal'] > & {
      justify-content: flex-start;
      min-height: 0;
      text-align: left;
    }
  }
`;

export const RequiredMark = styled.span`
  margin-right: ${cssVar('space-1')};
  color: ${cssVar('color-danger')};
`;

export const FormItemBody = styled.div`
  min-width: 0;

  [data-layout='horizontal'] > & {
    grid-column: 2;
  }

  @media (max-width: 575px) {
    [data-layout='horizontal'] > & {
      grid-column: 1;
    }
  }
`;

export const FormItemControlRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space-2')};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
  & > :not(:first-child) {
    flex: none;
  }
`;

export const FormItemHelp = styled.div`
  margin-top: ${cssVar('space-1')};
  color: ${cssVar('color-text-muted')};
  font-size: ${cssVar('font-size-small')};
  line-height: 1.5;
`;

export const FormItemError = styled.div`
  color: ${cssVar('color-danger')};
  font-size: ${cssVar('font-size-small')};
  line-height: 1.5;

  /* Kept in the page while empty: a live region that appears together with its text is
     often not announced. */
  &:not(:empty) {
    margin-top: ${cssVar('space-1')};
  }
`;
