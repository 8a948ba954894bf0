import { phoneHeaderRowHeight } from '@study-portal/ui';
import styled from 'styled-components';

/**
 * The phone header's room while its code arrives: as tall as its row, so the page below does
 * not move when the header appears.
 */
export const PhoneHeaderRoom = styled.div`
  min-height: ${phoneHeaderRowHeight};
  background: var(--sp-color-header-band);
`;
