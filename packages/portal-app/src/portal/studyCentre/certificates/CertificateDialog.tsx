import type { Certificate } from '@study-portal/api';
import { Button, Dialog } from '@study-portal/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { PrintSheet } from '../shared/PrintSheet';
import { ExternalLink } from '../shared/TextLink';
import { CertificateSheet } from './CertificateSheet';
import { chineseDate } from './certificateText';
import { downloadCertificate } from './certificateFile';

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--sp-space-2) var(--sp-space-4);
  margin: var(--sp-space-4) 0 0;

  & dt {
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface CertificateDialogProps {
  certificate: Certificate | null;
  onClose: () => void;
}

/** A certificate to look at, print on A4 or save: the drawing, then its facts in text. */
export function CertificateDialog({ certificate, onClose }: CertificateDialogProps) {
  const drawing = useRef<SVGSVGElement>(null);
  return (
    <Dialog
      open={certificate !== null}
      onClose={onClose}
      title={certificate?.name ?? ''}
      width={960}
      footer={
        certificate && (
          <>
            {certificate.fileUrl ? (
              <ExternalLink href={certificate.fileUrl}>下载证书文件</ExternalLink>
            ) : (
              <Button onClick={() => drawing.current && void downloadCertificate(drawing.current, certificate.number)}>下载证书</Button>
            )}
            <Button variant="primary" onClick={() => window.print()}>
              打印证书
            </Button>
          </>
        )
      }
    >
      {certificate && (
        <>
          <PrintSheet orientation="landscape">
            <CertificateSheet ref={drawing} certificate={certificate} />
          </PrintSheet>
          <Details>
            <div>
              <dt>持证人</dt>
              <dd>{certificate.holderName}</dd>
            </div>
            <div>
              <dt>证书编号</dt>
              <dd>{certificate.number}</dd>
            </div>
            <div>
              <dt>验证码</dt>
              <dd>{certificate.verificationCode}</dd>
            </div>
            <div>
              <dt>颁发日期</dt>
              <dd>{chineseDate(certificate.issueDate)}</dd>
            </div>
            <div>
              <dt>颁发单位</dt>
              <dd>{certificate.issuer}</dd>
            </div>
            <div>
              <dt>学时</dt>
              <dd>{Math.round(certificate.hours * 100) / 100}</dd>
            </div>
          </Details>
        </>
      )}
    </Dialog>
  );
}
