import styled from 'styled-components';

export const SystemTitle = styled.p`
  margin: 0 0 16px;
  font-size: 14px;
  font-weight: 600;
  color: var(--sp-color-primary);
`;
