import { styled } from '../internal/styled';
import { phoneBarButtonSize, phoneBarInset } from '../PortalLayout/phoneBarMetrics';
import { HeaderBand } from '../Header/Header.styles';
import { cssVar } from '../tokens/tokens';

/** An icon over a short word, as the buttons of the phone header are drawn. */
export const PhoneBarButton = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  box-sizing: border-box;
  min-width: ${phoneBarButtonSize};
  height: ${phoneBarButtonSize};
  padding: 0 ${cssVar('space-1')};
  border: none;
  border-radius: ${cssVar('radius-control')};
  background: transparent;
  color: ${cssVar('color-primary')};
  font: inherit;
  font-size: ${cssVar('font-size-small')};
  line-height: 1.2;
  cursor: pointer;

  & > svg,
  & > [data-icon] {
    width: 22px;
    height: 22px;
  }

  /* Drawn in CSS, in the text's colour: three bars, and a lens with its handle. */
  & > [data-icon='menu'] {
    background: linear-gradient(currentColor 0 0) center / 18px 2px no-repeat;
    position: relative;
  }

  & > [data-icon='menu']::before,
  & > [data-icon='menu']::after {
    content: '';
    position: absolute;
    left: 2px;
    right: 2px;
    height: 2px;
    background: currentColor;
  }

  & > [data-icon='menu']::before {
    top: 4px;
  }

  & > [data-icon='menu']::after {
    bottom: 4px;
  }

  & > [data-icon='search'] {
    position: relative;
  }

  & > [data-icon='search']::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 12px;
    height: 12px;
    border: 2px solid currentColor;
    border-radius: 50%;
  }

  & > [data-icon='search']::after {
    content: '';
    position: absolute;
    top: 15px;
    left: 14px;
    width: 7px;
    height: 2px;
    background: currentColor;
    transform: rotate(45deg);
    transform-origin: left center;
  }

  &[data-icon-last] {
    flex-direction: column-reverse;
  }

  &:hover,
  &[aria-expanded='true'] {
    background: ${cssVar('color-disabled-surface')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
`;

export const PhoneRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space-1')};
  padding: ${phoneBarInset} ${cssVar('space-2')};

  /* The toolbar's button is fixed over this end of the row. */
  &[data-reserve='toolbar'] {
    padding-right: calc(${phoneBarButtonSize} + 2 * ${cssVar('space-2')});
  }

  & > a {
    flex: 1;
    min-width: 0;
    font-size: ${cssVar('font-size-large')};
    letter-spacing: 1px;
  }

  & > a > span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  & > a > img {
    max-height: 40px;
    max-width: 100%;
  }
`;

/** The header band on a phone: the search box, when unfolded, spans the row under the buttons. */
export const PhoneBand = styled(HeaderBand)`
  & > form {
    box-sizing: border-box;
    width: 100%;
    padding: 0 ${cssVar('space-3')} ${cssVar('space-3')};
  }

  & > form[hidden] {
    display: none;
  }
`;
