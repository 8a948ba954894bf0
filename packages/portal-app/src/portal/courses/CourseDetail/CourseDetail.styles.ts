import { Card } from '@study-portal/ui';
import styled from 'styled-components';

/** The page: wide (overview, then content beside a side column) or narrow (one column, for phones). */
export const DetailPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-5);

  &[data-layout='narrow'] {
    max-width: 480px;
    margin: 0 auto;
  }

  & h1 {
    margin: 0;
    font-size: var(--sp-font-size-large);
    overflow-wrap: anywhere;
  }

  & h2 {
    margin: 0 0 var(--sp-space-3);
    font-size: var(--sp-font-size-title);
  }

  & h3 {
    margin: 0;
    font-size: var(--sp-font-size-body);
  }
`;

export const Overview = styled(Card).attrs({ element: 'section' })`
  display: grid;
  grid-template-columns: minmax(240px, 420px) minmax(0, 1fr);
  gap: var(--sp-space-5);
  border: 1px solid var(--sp-color-border);

  [data-layout='narrow'] > & {
    grid-template-columns: minmax(0, 1fr);
  }

  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const OverviewText = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  min-width: 0;
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2);
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--sp-space-2) var(--sp-space-4);
  margin: 0;

  & div {
    display: flex;
    gap: var(--sp-space-2);
    min-width: 0;
  }

  & dt {
    flex: none;
    color: var(--sp-color-text-muted);
  }

  & dt::after {
    content: '：';
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-3);
`;

export const Feedback = styled.p`
  min-height: 1.6em;
  margin: 0;
  color: var(--sp-color-text-muted);
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  align-items: start;
  gap: var(--sp-space-5);

  [data-layout='narrow'] > & {
    grid-template-columns: minmax(0, 1fr);
  }

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-5);
  min-width: 0;
`;

export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--sp-color-text-muted);
  overflow-wrap: anywhere;
`;

/** The share panel's QR code and link, centred; its placeholder holds the code's place in it. */
export const ShareCentre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--sp-space-3);

  & a {
    color: var(--sp-color-primary);
  }

  & a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;
