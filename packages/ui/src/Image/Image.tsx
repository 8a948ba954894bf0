import { useState, type CSSProperties, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { defaultImageSrc } from './defaultImage';
import { ImageFailedBox, ImageFrame } from './Image.styles';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'loading' | 'className' | 'style'> {
  /** The picture's address. Empty or missing shows the fallback straight away (e.g. a course without a cover). */
  src?: string | null;
  /** Text alternative; `''` when the picture only decorates something already named in text. */
  alt: string;
  /** Shown once if `src` fails to load; the kit's neutral placeholder by default. */
  fallbackSrc?: string;
  /** Width to height, e.g. `'16 / 9'`; the space is kept before and after loading, so the layout never jumps. */
  ratio?: string;
  /** `lazy` (default) loads the picture only when it nears the viewport. */
  loading?: 'lazy' | 'eager';
  /** Class of the frame around the picture. */
  className?: string;
  /** Style of the frame around the picture. */
  style?: CSSProperties;
}

/**
 * A picture that falls back once to a default picture when it cannot be loaded (docs/product/platform.md#other-failures). If the
 * fallback fails as well it gives up, leaving a neutral box, so a broken address never loops.
 */
export function Image({ src, alt, fallbackSrc = defaultImageSrc, ratio, loading = 'lazy', className, style, onError, ...rest }: ImageProps) {
  const sources = src ? [src, fallbackSrc] : [fallbackSrc];
  const sourcesKey = sources.join('\n');
  // Failures are counted per pair of addresses, so a new `src` starts afresh.
  const [failures, setFailures] = useState({ key: sourcesKey, count: 0 });
  const failed = failures.key === sourcesKey ? failures.count : 0;
  const current = sources[failed];

  const fail = (event: SyntheticEvent<HTMLImageElement>) => {
    setFailures({ key: sourcesKey, count: failed + 1 });
    onError?.(event);
  };

  return (
    <ImageFrame className={className} style={ratio ? { aspectRatio: ratio, ...style } : style} data-ratio={ratio ? '' : undefined}>
      {current === undefined ? (
        alt ? (
          <ImageFailedBox role="img" aria-label={alt} data-image-failed="" />
        ) : (
          <ImageFailedBox aria-hidden="true" data-image-failed="" />
        )
      ) : (
        <img {...rest} key={current} src={current} alt={alt} loading={loading} decoding="async" onError={fail} />
      )}
    </ImageFrame>
  );
}
