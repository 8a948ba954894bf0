import type { TbtpClassDetail } from '@study-portal/api';
import { Image, RichText } from '@study-portal/ui';
import styled from 'styled-components';
import { classAddress, openCourseAddress } from '../../classes/classAddress';
import { ClassCourses } from '../../classes/ClassCourses';
import { ClassFacts } from '../../classes/ClassFacts';
import { ClassFrame } from '../../classes/ClassFrame';
import { Section } from '../../classes/Section';
import { ButtonLink } from '../../components/ButtonLink';

const Overview = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 360px) 1fr;
  gap: var(--sp-space-5);
  align-items: start;

  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }

  & > div {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-4);
    min-width: 0;
  }

  & > div > a {
    align-self: flex-start;
  }

  & p {
    margin: 0;
  }
`;

function OpenClass({ detail, id }: { detail: TbtpClassDetail; id: string }) {
  return (
    <>
      <Overview>
        <Image src={detail.cover} alt="" ratio="16 / 9" />
        <div>
          <ClassFacts detail={detail} />
          <p>{detail.enrolled ? '您已报名本班。' : detail.ended ? '该专题班已结束。' : '报名需先登录，报名后即可学习课程、查看学习进度。'}</p>
          <ButtonLink to={classAddress.detail(id)} data-variant="primary">{detail.enrolled || detail.ended ? '进入班级' : '报名学习'}</ButtonLink>
        </div>
      </Overview>
      <Section title="班级简介">
        <RichText text={detail.intro} />
      </Section>
      <ClassCourses compulsory={detail.compulsoryCourses} elective={detail.electiveCourses} withStatus={false} addressOf={openCourseAddress} />
    </>
  );
}

/** /openProjectDetail?id=: a class as anyone with the link sees it, with the way to sign in and enrol. */
export function OpenProjectDetailScreen() {
  return <ClassFrame open>{(detail, id) => <OpenClass detail={detail} id={id} />}</ClassFrame>;
}
