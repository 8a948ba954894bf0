import type { TbtpClassDetail } from '@study-portal/api';
import { Button, QRCode } from '@study-portal/ui';
import styled from 'styled-components';
import { enrolmentAddress } from '../addresses';
import { ClassFacts } from '../ClassFacts';
import { ClassFrame } from '../ClassFrame';
import { Section } from '../Section';

const Poster = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--sp-space-6);
  align-items: start;
  padding: var(--sp-space-5);
  border: 1px solid var(--sp-color-border);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);

  @media (max-width: 640px) {
    grid-template-columns: 1fr;
    justify-items: center;
  }

  & > div {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-4);
    min-width: 0;
  }

  & ol {
    margin: 0;
    padding-left: 1.5em;
  }

  & li + li {
    margin-top: var(--sp-space-2);
  }

  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media print {
    border: none;
  }
`;

const Address = styled.p`
  color: var(--sp-color-text-muted);
`;

const PrintRow = styled.div`
  @media print {
    display: none;
  }
`;

function QrPoster({ detail, id }: { detail: TbtpClassDetail; id: string }) {
  const address = enrolmentAddress(window.location.origin, id);
  return (
    <Section title="扫码报名">
      <Poster>
        <QRCode value={address} size={220} label={`${detail.name}报名二维码`} caption="使用手机扫码报名" />
        <div>
          <ClassFacts detail={detail} />
          <Section title="报名步骤" level={3}>
            <ol>
              <li>使用手机浏览器、微信或QQ扫描左侧二维码；</li>
              <li>按提示登录学习平台账号；</li>
              <li>在班级页面点击“报名”{detail.needVerifyCode ? '，输入主办单位提供的报名验证码' : ''}，确认学员信息后完成报名。</li>
            </ol>
          </Section>
          <Address>报名地址：{address}</Address>
        </div>
      </Poster>
      <PrintRow>
        <Button onClick={() => window.print()}>打印二维码</Button>
      </PrintRow>
    </Section>
  );
}

/** /enrollmentQrCode?id=: the class's enrolment QR code with how to use it, to share or print and post. */
export function EnrolmentQrCodeScreen() {
  return (
    <ClassFrame page="报名二维码" open>
      {(detail, id) => <QrPoster detail={detail} id={id} />}
    </ClassFrame>
  );
}
