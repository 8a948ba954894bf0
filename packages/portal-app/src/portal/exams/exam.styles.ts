import { Card } from '@study-portal/ui';
import styled from 'styled-components';

export const AttemptBar = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-3) var(--sp-space-5);
  padding: var(--sp-space-3) var(--sp-space-4);
  border: 1px solid var(--sp-color-border);

  & > [data-grow] {
    flex: 1 1 220px;
    min-width: 200px;
  }
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2) var(--sp-space-5);
  margin: 0;

  & > div {
    display: flex;
    gap: var(--sp-space-1);
  }

  & dt {
    color: var(--sp-color-text-muted);
  }

  & dd {
    margin: 0;
    font-weight: 600;
  }
`;

export const TakingLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  gap: var(--sp-space-4);
  align-items: start;

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const QuestionHeading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2);
  align-items: baseline;

  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }

  & small {
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
    font-weight: normal;
  }
`;

export const Stem = styled.p`
  margin: 0 0 var(--sp-space-4);
  font-size: var(--sp-font-size-title);
  line-height: var(--sp-line-height-body);
  overflow-wrap: anywhere;
`;

export const OptionKey = styled.span`
  display: inline-block;
  min-width: 1.6em;
  font-weight: 600;
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-3);
  margin-top: var(--sp-space-4);
`;

/**
 * The paper's keyboard shortcuts, folded away until asked for; a touch screen without a mouse
 * (a phone) has no use for them and does not show them.
 */
export const KeyboardHelp = styled.details`
  margin: var(--sp-space-3) 0 0;
  color: var(--sp-color-text-muted);

  & summary {
    cursor: pointer;
  }
  & p {
    margin: var(--sp-space-2) 0 0;
  }

  @media (hover: none) and (pointer: coarse) {
    display: none;
  }
`;

export const SheetList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(var(--sp-touch-target) + 8px), 1fr));
  gap: var(--sp-space-2);
  margin: 0 0 var(--sp-space-3);
  padding: 0;
  list-style: none;
`;

export const SheetButton = styled.button`
  position: relative;
  width: 100%;
  min-height: calc(var(--sp-touch-target) + 4px);
  border: 1px solid var(--sp-color-border-control);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);
  color: var(--sp-color-text);
  font: inherit;
  cursor: pointer;

  &[data-answered='true'] {
    border-color: var(--sp-color-primary);
    background: var(--sp-color-primary);
    color: var(--sp-color-on-primary);
  }

  &[aria-current='step'] {
    outline: 3px solid var(--sp-color-text);
    outline-offset: 1px;
  }

  &:focus-visible {
    box-shadow: var(--sp-focus-ring);
  }

  & [data-mark] {
    position: absolute;
    top: 0;
    right: 3px;
    font-size: var(--sp-font-size-small);
    line-height: 1.2;
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-3);
  margin: 0 0 var(--sp-space-3);
  padding: 0;
  list-style: none;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
`;

export const Notice = styled.div`
  padding: var(--sp-space-3) var(--sp-space-4);
  border-radius: var(--sp-radius-card);
  border: 1px solid var(--sp-color-border);
  background: var(--sp-color-info-surface);
  color: var(--sp-color-text);

  &[data-tone='warning'] {
    border-color: var(--sp-color-warning);
    background: var(--sp-color-warning-surface);
  }

  &[data-tone='danger'] {
    border-color: var(--sp-color-danger);
    background: var(--sp-color-danger-surface);
  }

  &[data-tone='success'] {
    border-color: var(--sp-color-success);
    background: var(--sp-color-success-surface);
  }

  & p {
    margin: 0;
  }

  & p + p,
  & p + div {
    margin-top: var(--sp-space-2);
  }
`;

export const SaveState = styled.p`
  margin: 0;
  color: var(--sp-color-text-muted);

  &[data-tone='danger'] {
    color: var(--sp-color-danger);
    font-weight: 600;
  }
`;

export const Score = styled.p`
  margin: 0;
  font-size: var(--sp-font-size-brand);
  font-weight: 700;
  color: var(--sp-color-text);

  & small {
    font-size: var(--sp-font-size-body);
    font-weight: normal;
    color: var(--sp-color-text-muted);
  }
`;
