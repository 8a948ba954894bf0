import type { Banner } from '@study-portal/api';
import { Card, Image, readAddress } from '@study-portal/ui';
import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { bannerTexts } from './bannerTexts';
import { bannerCaptionHeight } from './firstScreenLayout';
import { ExternalHint } from './shared/ExternalHint';

/** How long a banner stays before the next one (WCAG 2.2.2: the learner can pause it). */
export const bannerInterval = 5000;

const Frame = styled(Card).attrs({ padding: 'none' })`
  position: relative;
  overflow: hidden;
`;

const slideFace = css`
  display: block;
  color: var(--sp-color-text);
  text-decoration: none;
`;

const slideLink = css`
  ${slideFace}
  &:hover p {
    color: var(--sp-color-primary);
    text-decoration: underline;
  }
  &:focus-visible {
    /* Inside the slide: the carousel's frame clips what is drawn outside it. */
    outline: 3px solid var(--sp-color-focus);
    outline-offset: -3px;
  }
`;

const SlideFace = styled.div`
  ${slideFace}
`;
const SlideLink = styled(Link)`
  ${slideLink}
`;
const SlideAnchor = styled.a`
  ${slideLink}
`;

// The caption sits under the picture on the surface colour, so its contrast never depends on
// the picture. It is body-sized: the picture carries the banner, the caption only names it, and
// a caption larger than the site's title would become the page's largest text and make the
// largest paint wait for the banner request.
const Caption = styled.p`
  height: ${bannerCaptionHeight}px;
  margin: 0;
  padding: 0 var(--sp-space-4);
  overflow: hidden;
  font-size: var(--sp-font-size-body);
  line-height: ${bannerCaptionHeight}px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Controls = styled.div`
  position: absolute;
  right: var(--sp-space-2);
  bottom: calc(${bannerCaptionHeight}px + var(--sp-space-2));
  display: flex;
  align-items: center;
  gap: var(--sp-space-1);
  padding: var(--sp-space-1);
  border-radius: var(--sp-radius-pill);
  background: var(--sp-color-surface);
  box-shadow: var(--sp-shadow-raised);
`;

const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: var(--sp-touch-target);
  min-height: var(--sp-touch-target);
  padding: 0;
  border: 0;
  border-radius: var(--sp-radius-pill);
  background: none;
  color: var(--sp-color-text);
  cursor: pointer;

  &:hover {
    color: var(--sp-color-primary);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }

  & > span[data-dot] {
    width: 10px;
    height: 10px;
    border: 2px solid var(--sp-color-text-muted);
    border-radius: 50%;
  }
  &[aria-current='true'] > span[data-dot] {
    border-color: var(--sp-color-primary);
    background: var(--sp-color-primary);
  }
`;

const Icon = ({ path }: { path: string }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);

const icons = {
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  play: 'M4 2.5v11l9-5.5z',
  previous: 'M10.5 2.5 5 8l5.5 5.5 1.4-1.4L7.8 8l4.1-4.1z',
  next: 'M5.5 2.5 11 8l-5.5 5.5-1.4-1.4L8.2 8 4.1 3.9z',
};

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function SlideContent({ banner, index }: { banner: Banner; index: number }) {
  // The first picture is the page's largest paint: fetch it at once and first.
  const picture = (
    <Image
      src={banner.imageUrl}
      alt=""
      ratio="16 / 9"
      width={640}
      height={360}
      loading={index === 0 ? 'eager' : 'lazy'}
      {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
    />
  );
  const caption = <Caption title={banner.title}>{banner.title}</Caption>;
  const target = readAddress(banner.link);
  if (target.kind === 'internal') {
    return (
      <SlideLink to={target.to}>
        {picture}
        {caption}
      </SlideLink>
    );
  }
  if (target.kind === 'external') {
    return (
      <SlideAnchor href={target.href} target="_blank" rel="noopener noreferrer">
        {picture}
        {caption}
        <ExternalHint />
      </SlideAnchor>
    );
  }
  return (
    <SlideFace>
      {picture}
      {caption}
    </SlideFace>
  );
}

export interface BannerCarouselProps {
  banners: readonly Banner[];
}

/**
 * The home page's banners as an accessible carousel (WAI-ARIA APG "Carousel"): one banner at a
 * time, turning every five seconds; it holds still while the pointer or the keyboard focus is
 * on it, stops for good with the pause button, and starts stopped for learners who ask for
 * reduced motion. The arrow keys, the previous and next buttons and one button per banner move
 * between them; while it turns the change is not announced, once stopped it is.
 */
export function BannerCarousel({ banners }: BannerCarouselProps) {
  const slidesId = useId();
  const count = banners.length;
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const turning = playing && !hovered && !focused && count > 1;
  const shown = count > 0 ? current % count : 0;

  useEffect(() => {
    if (!turning) return undefined;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), bannerInterval);
    return () => window.clearInterval(timer);
  }, [turning, count]);

  const go = (delta: number) => setCurrent((index) => (index + delta + count) % count);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const blur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Frame
      onKeyDown={keyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={blur}
    >
      <div id={slidesId} aria-live={turning ? 'off' : 'polite'}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription={bannerTexts.slide}
            aria-label={bannerTexts.slideLabel(index, count)}
            hidden={index !== shown}
          >
            <SlideContent banner={banner} index={index} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <Controls>
          <ControlButton type="button" aria-label={playing ? bannerTexts.pause : bannerTexts.play} onClick={() => setPlaying(!playing)}>
            <Icon path={playing ? icons.pause : icons.play} />
          </ControlButton>
          <ControlButton type="button" aria-label={bannerTexts.previous} aria-controls={slidesId} onClick={() => go(-1)}>
            <Icon path={icons.previous} />
          </ControlButton>
          {banners.map((banner, index) => (
            <ControlButton
              key={banner.id}
              type="button"
              aria-label={bannerTexts.show(index, banner.title)}
              aria-controls={slidesId}
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => setCurrent(index)}
            >
              <span data-dot="" />
            </ControlButton>
          ))}
          <ControlButton type="button" aria-label={bannerTexts.next} aria-controls={slidesId} onClick={() => go(1)}>
            <Icon path={icons.next} />
          </ControlButton>
        </Controls>
      )}
    </Frame>
  );
}
