import styled from 'styled-components';

export const SystemTitle = styled.p`
  margin: 0 0 var(--sp-space-4);
  font-size: var(--sp-font-size-body);
  font-weight: 600;
  color: var(--sp-color-primary);
`;
