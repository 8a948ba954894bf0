import type { TbtpClassDetail } from '@study-portal/api';
import { Image, QRCode, RichText, Tabs } from '@study-portal/ui';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AssignmentList } from '../../classes/AssignmentList';
import { classAddress, enrolmentAddress } from '../../classes/classAddress';
import { ClassCourses } from '../../classes/ClassCourses';
import { ClassFacts } from '../../classes/ClassFacts';
import { ClassFrame } from '../../classes/ClassFrame';
import { ClassOverview } from '../../classes/ClassOverview';
import { DynamicList } from '../../classes/DynamicList';
import { MemberTable } from '../../classes/MemberTable';
import { NoticeList } from '../../classes/NoticeList';
import { Section } from '../../classes/Section';
import { useEnrolmentFlow, type EnrolmentFlow } from '../../classes/useEnrolmentFlow';
import { chosenTab, visibleTabs, type DetailTab } from './detailTabs';
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

function TabContent({ tab, detail, id }: { tab: DetailTab; detail: TbtpClassDetail; id: string }) {
  const enrolled = Boolean(detail.enrolled);
  switch (tab) {
    case 'courses':
      return <ClassCourses compulsory={detail.compulsoryCourses} elective={detail.electiveCourses} withStatus={enrolled} />;
    case 'notices':
      return (
        <Section title="班级公告" action={<Link to={classAddress.notices(id)}>查看全部公告</Link>}>
          <NoticeList tbtpId={id} pageSize={5} />
        </Section>
      );
    case 'members':
      return (
        <Section title="班级成员" action={<Link to={classAddress.members(id)}>查看全部成员</Link>}>
          <MemberTable tbtpId={id} pageSize={10} />
        </Section>
      );
    case 'dynamics':
      return (
        <Section title="班级动态" action={<Link to={classAddress.dynamics(id)}>查看全部动态</Link>}>
          <DynamicList tbtpId={id} pageSize={8} />
        </Section>
      );
    case 'assignments':
      return (
        <Section title="个人作业" action={<Link to={classAddress.assignments(id)}>进入个人作业</Link>}>
          <AssignmentList tbtpId={id} />
        </Section>
      );
    default:
      return (
        <>
          <Section title="班级简介">
            <RichText text={detail.intro} />
          </Section>
          <Section title="扫码报名">
            <Share>
              <QRCode value={enrolmentAddress(window.location.origin, id)} size={128} label={`${detail.name}报名二维码`} />
              <p>
                使用手机扫码即可进入本班报名。
                <br />
                <Link to={classAddress.qrCode(id)}>打开报名二维码页（可打印张贴）</Link>
              </p>
            </Share>
          </Section>
        </>
      );
  }
}

function ClassDetail({ detail, id, enrolment }: { detail: TbtpClassDetail; id: string; enrolment: EnrolmentFlow }) {
  const [params, setParams] = useSearchParams();
  const enrolled = Boolean(detail.enrolled);
  const tab = chosenTab(params.get('tab'), enrolled);
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
      <Tabs
        label="专题班详情"
        items={visibleTabs(enrolled).map(({ value, label }) => ({ value, label }))}
        value={tab}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          if (value === 'intro') next.delete('tab');
          else next.set('tab', value);
          setParams(next, { replace: true });
        }}
      >
        <Panel>
          <TabContent tab={tab} detail={detail} id={id} />
        </Panel>
      </Tabs>
    </>
  );
}

/** /projectDetail?id=: one class, its introduction, courses, notices, members and activity, and its enrolment. */
export function ProjectDetailScreen() {
  const enrolment = useEnrolmentFlow();
  return <ClassFrame>{(detail, id) => <ClassDetail detail={detail} id={id} enrolment={enrolment} />}</ClassFrame>;
}
