import type { Certificate } from '@study-portal/api';
import { forwardRef, useId } from 'react';
import styled from 'styled-components';
import { certificateTitle, certificateWording, chineseDate, wrapText } from './certificateText';

const primary = 'var(--sp-color-primary)';
const text = 'var(--sp-color-text)';
const muted = 'var(--sp-color-text-muted)';
const surface = 'var(--sp-color-surface)';
const serif = '"Noto Serif CJK SC", "Source Han Serif SC", "Songti SC", SimSun, serif';
const sans = 'var(--sp-font-family)';

const Drawing = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  border: 1px solid var(--sp-color-border);

  @media print {
    /* A4 landscape less its margins: 273 mm by 186 mm; at the drawing's proportions 250 mm wide fits. */
    max-width: 250mm;
    margin: 0 auto;
    border: 0;
  }
`;

// The drawing's proportions are A4's (297 by 210).
const width = 1000;
const height = 707;
const bodyFontSize = 26;
const bodyLeft = 130;
const bodyWidthEm = (width - 2 * bodyLeft) / bodyFontSize;
const sealX = 770;

// A seal is red whatever the portal's theme, as on paper.
const sealRed = '#D7000F';

/** The points of a five-pointed star around (x, y), its first point up. */
function starPoints(x: number, y: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(x + radius * Math.cos(angle)).toFixed(2)},${(y + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/**
 * The issuer's seal, stamped over its name and the date: a red ring, a star, the issuer's name
 * along the top of the ring (one character at a time, turned to the ring, which every
 * renderer of a standalone SVG draws alike) and the seal's purpose beneath the star.
 */
function Seal({ issuer, x, y }: { issuer: string; x: number; y: number }) {
  const radius = 74;
  const characters = [...issuer];
  // The name spreads over at most 250 degrees of the ring, closer together when it is short.
  const step = characters.length > 1 ? Math.min(250 / (characters.length - 1), 26) : 0;
  const first = (-step * (characters.length - 1)) / 2;
  // As large as the room between neighbours on the ring allows.
  const fontSize = step > 0 ? Math.min(19, ((step * Math.PI) / 180) * (radius - 17) * 0.85) : 19;
  return (
    <g aria-hidden="true" style={{ fill: sealRed, opacity: 0.88, mixBlendMode: 'multiply' }}>
      <circle cx={x} cy={y} r={radius} style={{ fill: 'none', stroke: sealRed, strokeWidth: 5 }} />
      <polygon points={starPoints(x, y, 22, 9)} />
      {characters.map((character, index) => (
        <text
          key={index}
          x={x}
          y={y - radius + 26}
          textAnchor="middle"
          transform={`rotate(${(first + step * index).toFixed(2)} ${x} ${y})`}
          style={{ fontFamily: serif, fontSize: Number(fontSize.toFixed(1)), fontWeight: 700 }}
        >
          {character}
        </text>
      ))}
      <text x={x} y={y + 44} textAnchor="middle" style={{ fontFamily: serif, fontSize: 13, fontWeight: 700, letterSpacing: 2 }}>
        证书专用章
      </text>
    </g>
  );
}

/**
 * The certificate as one SVG drawing: what the dialog shows, what prints on A4 and what the
 * learner downloads are the same picture. Server text goes in as text nodes, never as markup.
 */
export const CertificateSheet = forwardRef<SVGSVGElement, { certificate: Certificate }>(function CertificateSheet({ certificate }, ref) {
  const titleId = useId();
  const descId = useId();
  const wording = certificateWording(certificate);
  // Two full-width spaces indent the paragraph, as Chinese documents do.
  const lines = wrapText(`\u3000\u3000${wording}`, bodyWidthEm);
  const issued = chineseDate(certificate.issueDate);
  const description = `${certificate.holderName}同志：${wording} ${certificate.issuer}，${issued}。证书编号 ${certificate.number}，验证码 ${certificate.verificationCode}。`;

  return (
    <Drawing ref={ref} role="img" aria-labelledby={titleId} aria-describedby={descId} viewBox={`0 0 ${width} ${height}`} focusable="false" data-certificate={certificate.number}>
      <title id={titleId}>{certificate.name}</title>
      <desc id={descId}>{description}</desc>
      <rect x="0" y="0" width={width} height={height} style={{ fill: surface }} />
      <rect x="18" y="18" width={width - 36} height={height - 36} style={{ fill: 'none', stroke: primary, strokeWidth: 6 }} />
      <rect x="34" y="34" width={width - 68} height={height - 68} style={{ fill: 'none', stroke: primary, strokeWidth: 1.5 }} />
      <text x={width / 2} y="150" textAnchor="middle" style={{ fill: primary, fontFamily: serif, fontSize: 64, fontWeight: 700, letterSpacing: 18 }}>
        {certificateTitle(certificate)}
      </text>
      <text x={width / 2} y="200" textAnchor="middle" style={{ fill: muted, fontFamily: sans, fontSize: 20 }}>
        {certificate.name}
      </text>
      <text x={bodyLeft} y="275" style={{ fill: text, fontFamily: serif, fontSize: 30, fontWeight: 700 }}>
        {certificate.holderName} 同志：
      </text>
      {lines.map((line, index) => (
        <text key={index} x={bodyLeft} y={330 + index * 46} style={{ fill: text, fontFamily: serif, fontSize: bodyFontSize }}>
          {line}
        </text>
      ))}
      <g style={{ fill: muted, fontFamily: sans, fontSize: 17 }}>
        <text x={bodyLeft} y="585">
          证书编号：{certificate.number}
        </text>
        <text x={bodyLeft} y="615">
          验证码：{certificate.verificationCode}
        </text>
        <text x={bodyLeft} y="645">
          学时：{Math.round(certificate.hours * 100) / 100}
        </text>
      </g>
      <text x={sealX} y="585" textAnchor="middle" style={{ fill: text, fontFamily: serif, fontSize: 22, fontWeight: 700 }}>
        {certificate.issuer}
      </text>
      <text x={sealX} y="625" textAnchor="middle" style={{ fill: text, fontFamily: serif, fontSize: 20 }}>
        {issued}
      </text>
      <Seal issuer={certificate.issuer} x={sealX + 16} y={568} />
    </Drawing>
  );
});
