import type { TbtpClassDetail } from '@study-portal/api';
import { Image, QRCode, RichText } from '@study-portal/ui';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { enrolmentAddress, enrolmentQrCodeAddress } from '../addresses';
import { ClassCourses } from '../ClassCourses';
import { ClassFacts } from '../ClassFacts';
import { ClassFrame } from '../ClassFrame';
import { ClassOverview } from '../ClassOverview';
import { Section } from '../Section';
import { useEnrolmentFlow, type EnrolmentFlow } from '../useEnrolmentFlow';
import { legacyTabAddress } from './detailTabs';
import { EnrolPanel } from './EnrolPanel';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-5);
  padding-top: var(--sp-space-4);
`;

const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-4);

  & p {
    margin: 0;
  }

  & a {
    color: var(--sp-color-primary);
  }
`;

function ClassDetail({ detail, id, enrolment }: { detail: TbtpClassDetail; id: string; enrolment: EnrolmentFlow }) {
  const [params] = useSearchParams();
  // Addresses from before the class home lost its second tab bar name a tab; each of those is a page of its own now.
  const moved = legacyTabAddress(params.get('tab'), id);
  if (moved) return <Navigate to={moved} replace />;
  return (
    <>
      <ClassOverview>
        <Image src={detail.cover} alt="" ratio="16 / 9" />
        <div>
          <ClassFacts detail={detail} />
          <EnrolPanel detail={detail} onEnrol={enrolment.start} />
        </div>
      </ClassOverview>
      {enrolment.element}
      <Panel>
        <Section title="班级简介">
          <RichText text={detail.intro} />
        </Section>
        <Section title="班级课程">
          <ClassCourses compulsory={detail.compulsoryCourses} elective={detail.electiveCourses} withStatus={Boolean(detail.enrolled)} />
        </Section>
        <Section title="扫码报名">
          <Share>
            <QRCode value={enrolmentAddress(window.location.origin, id)} size={128} label={`${detail.name}报名二维码`} />
            <p>
              使用手机扫码即可进入本班报名。
              <br />
              <Link to={enrolmentQrCodeAddress(id)}>打开报名二维码页（可打印张贴）</Link>
            </p>
          </Share>
        </Section>
      </Panel>
    </>
  );
}

/** /projectDetail?id=: one class, its introduction, courses, notices, members and activity, and its enrolment. */
export function ClassDetailScreen() {
  const enrolment = useEnrolmentFlow();
  return <ClassFrame>{(detail, id) => <ClassDetail detail={detail} id={id} enrolment={enrolment} />}</ClassFrame>;
}
