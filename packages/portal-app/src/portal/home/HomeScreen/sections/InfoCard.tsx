import { Image, type AddressTarget } from '@study-portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ExternalHint } from '../shared/ExternalHint';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 0;
  overflow: hidden;
  border: 1px solid var(--sp-color-border);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);
  line-height: var(--sp-line-height-body);

  &:hover,
  &:focus-within {
    box-shadow: var(--sp-shadow-raised);
  }

  /* Portraits and book covers sit beside the text, so a row of them stays short. */
  &[data-layout='horizontal'] {
    display: grid;
    grid-template-columns: 96px minmax(0, 1fr);
    align-items: start;
  }
  [data-elder='true'] &[data-layout='horizontal'] {
    grid-template-columns: 120px minmax(0, 1fr);
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--sp-space-2);
  min-width: 0;
  padding: var(--sp-space-3) var(--sp-space-4) var(--sp-space-4);
`;

const Title = styled.h3`
  margin: 0;
  font-size: var(--sp-font-size-title);
  font-weight: 600;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

// Two lines on screen; the whole name stays in the text for screen readers and in the tooltip.
const titleText = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  border-radius: var(--sp-radius-small);
  color: inherit;
  text-decoration: none;
`;

const titleLink = css`
  ${titleText}
  &:hover {
    color: var(--sp-color-primary);
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

const TitleLink = styled(Link)`
  ${titleLink}
`;

const TitleAnchor = styled.a`
  ${titleLink}
`;

const TitleText = styled.span`
  ${titleText}
`;

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: calc(var(--sp-space-1) / 2);
  margin: 0;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);

  & > div {
    display: flex;
    min-width: 0;
  }
  & dt {
    flex: none;
  }
  & dt::after {
    content: '：';
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Subtitle = styled.p`
  margin: 0;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  margin: 0;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-2);
  margin-top: auto;
`;

export interface InfoCardProps {
  title: string;
  /** Where the title leads; plain text without one. */
  target?: AddressTarget | undefined;
  cover?: string | null | undefined;
  /** Width to height of the cover, e.g. `3 / 4` for a portrait or a book. */
  coverRatio?: string;
  /** `vertical` (cover on top, default) or `horizontal` (a small cover beside the text). */
  layout?: 'vertical' | 'horizontal';
  /** A line under the title, e.g. a teacher's position. */
  subtitle?: string | null | undefined;
  facts?: ReadonlyArray<readonly [string, string | null | undefined]>;
  text?: string | null | undefined;
  /** Tags or actions at the foot of the card. */
  footer?: ReactNode;
}

/** A card for the home sections the kit has no card for: lives, columns, teachers, books, bases. */
export function InfoCard({ title, target, cover, coverRatio = '16 / 9', layout = 'vertical', subtitle, facts = [], text, footer }: InfoCardProps) {
  const shownFacts = facts.filter((fact): fact is readonly [string, string] => Boolean(fact[1]));
  return (
    <Card data-layout={layout}>
      <Image src={cover} alt="" ratio={coverRatio} />
      <Body>
        <Title>
          {target?.kind === 'internal' ? (
            <TitleLink to={target.to} title={title}>
              {title}
            </TitleLink>
          ) : target?.kind === 'external' ? (
            <TitleAnchor href={target.href} title={title} target="_blank" rel="noopener noreferrer">
              {title}
              <ExternalHint />
            </TitleAnchor>
          ) : (
            <TitleText title={title}>{title}</TitleText>
          )}
        </Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {shownFacts.length > 0 && (
          <Facts>
            {shownFacts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Facts>
        )}
        {text && <Text title={text}>{text}</Text>}
        {footer && <Footer>{footer}</Footer>}
      </Body>
    </Card>
  );
}
