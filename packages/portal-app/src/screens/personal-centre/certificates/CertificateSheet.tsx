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
      <circle cx="770" cy="585" r="64" style={{ fill: 'none', stroke: primary, strokeWidth: 3, opacity: 0.6 }} />
      <path d="M770 548 l9 27 h28 l-23 17 9 27 -23 -17 -23 17 9 -27 -23 -17 h28 z" style={{ fill: primary, opacity: 0.4 }} />
      <text x="770" y="585" textAnchor="middle" style={{ fill: text, fontFamily: serif, fontSize: 22, fontWeight: 700 }}>
        {certificate.issuer}
      </text>
      <text x="770" y="635" textAnchor="middle" style={{ fill: text, fontFamily: serif, fontSize: 20 }}>
        {issued}
      </text>
    </Drawing>
  );
});
