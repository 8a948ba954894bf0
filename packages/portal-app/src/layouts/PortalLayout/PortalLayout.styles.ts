import styled from 'styled-components';

// The footer stays at the bottom of the window on short pages.
export const PortalFrame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const PortalMain = styled.main`
  flex: 1;
`;
