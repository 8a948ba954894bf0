import type { TbtpClassDetail } from '@study-portal/api';
import { Button, Image, RichText } from '@study-portal/ui';
import { classAddress } from '../addresses';
import { openCourseAddress } from '../../courses/addresses';
import { ClassCourses } from '../ClassCourses';
import { ClassFacts } from '../ClassFacts';
import { ClassFrame } from '../ClassFrame';
import { ClassOverview } from '../ClassOverview';
import { Section } from '../Section';

function OpenClass({ detail, id }: { detail: TbtpClassDetail; id: string }) {
  return (
    <>
      <ClassOverview>
        <Image src={detail.cover} alt="" ratio="16 / 9" />
        <div>
          <ClassFacts detail={detail} />
          <p>{detail.enrolled ? '您已报名本班。' : detail.ended ? '该专题班已结束。' : '报名需先登录，报名后即可学习课程、查看学习进度。'}</p>
          <Button href={classAddress(id)} variant="primary">{detail.enrolled || detail.ended ? '进入班级' : '报名学习'}</Button>
        </div>
      </ClassOverview>
      <Section title="班级简介">
        <RichText text={detail.intro} />
      </Section>
      <ClassCourses compulsory={detail.compulsoryCourses} elective={detail.electiveCourses} withStatus={false} addressOf={openCourseAddress} />
    </>
  );
}

/** /openProjectDetail?id=: a class as anyone with the link sees it, with the way to sign in and enrol. */
export function OpenClassDetailScreen() {
  return <ClassFrame open>{(detail, id) => <OpenClass detail={detail} id={id} />}</ClassFrame>;
}
