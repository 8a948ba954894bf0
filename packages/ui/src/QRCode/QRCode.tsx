import { useMemo, type ReactNode } from 'react';
import { encode } from 'uqr';
import { useQrCodeMessages } from '../messages';
import { QrCaption, QrImage, QrRoot, QrSvg } from './QRCode.styles';

/** How much of the code may be damaged and still read: about 7 %, 15 %, 25 % or 30 %. */
export type QRCodeErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QRCodeProps {
  /** What the code encodes, usually a share or download address. Ignored when `imageSrc` is given. */
  value?: string;
  /** A ready-made QR picture from the backend (e.g. `appVersionList[].qrCodeUrl`), shown instead of encoding `value`. */
  imageSrc?: string;
  /** Width and height in px, quiet zone included. Default 160. */
  size?: number;
  /** Accessible name of the picture. Defaults to 二维码. */
  label?: string;
  /** Visible text under the code; wins over `hint`. */
  caption?: ReactNode;
  /** Shows the standard hint 使用微信或QQ扫码查看分享 under the code. */
  hint?: boolean;
  /** Error-correction level; higher levels survive smudges and logos but make denser codes. Default `M`. */
  errorCorrection?: QRCodeErrorCorrection;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/** The standard quiet zone: scanners need four light modules around the code. */
export const QR_QUIET_ZONE = 4;

/**
 * One path for all dark modules, each row's adjacent dark modules merged into one rectangle,
 * so a version-40 code stays a few kilobytes instead of thousands of elements.
 */
export function qrModulesPath(modules: readonly (readonly boolean[])[], offset = QR_QUIET_ZONE): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      const run = x - start;
      parts.push(`M${start + offset} ${y + offset}h${run}v1h-${run}z`);
    }
  });
  return parts.join('');
}

/**
 * A QR code drawn as SVG, or the backend's own QR picture. Always black on white whatever the
 * theme, because scanners need the contrast and the light border.
 */
export function QRCode({ value = '', imageSrc, size = 160, label, caption, hint = false, errorCorrection = 'M', className }: QRCodeProps) {
  const messages = useQrCodeMessages();
  const name = label ?? messages.label;
  const code = useMemo(() => {
    if (imageSrc) return null;
    const { data, size: modules } = encode(value, { ecc: errorCorrection, border: 0 });
    return { path: qrModulesPath(data), extent: modules + QR_QUIET_ZONE * 2 };
  }, [value, errorCorrection, imageSrc]);
  const visibleCaption = caption ?? (hint ? messages.hint : undefined);

  return (
    <QrRoot className={className} data-qr-code="">
      {code ? (
        <QrSvg
          role="img"
          aria-label={name}
          width={size}
          height={size}
          viewBox={`0 0 ${code.extent} ${code.extent}`}
          shapeRendering="crispEdges"
          focusable="false"
        >
          <rect width={code.extent} height={code.extent} fill="#ffffff" />
          <path d={code.path} fill="#000000" />
        </QrSvg>
      ) : (
        <QrImage src={imageSrc} alt={name} width={size} height={size} />
      )}
      {visibleCaption !== undefined && visibleCaption !== null && visibleCaption !== '' && <QrCaption>{visibleCaption}</QrCaption>}
    </QrRoot>
  );
}
