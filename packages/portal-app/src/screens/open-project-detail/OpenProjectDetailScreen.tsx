import type { TbtpClassDetail } from '@study-portal/api';
import { Image, RichText } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { classAddress, openCourseAddress } from '../../classes/classAddress';
import { ClassCourses } from '../../classes/ClassCourses';
import { ClassFacts } from '../../classes/ClassFacts';
import { ClassFrame } from '../../classes/ClassFrame';
import { Section } from '../../classes/Section';

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

  & p {
    margin: 0;
  }
`;

const Join = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: var(--sp-control-height);
  padding: 0 var(--sp-space-5);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-primary);
  color: var(--sp-color-on-primary);
  text-decoration: none;

  &:hover {
    background: var(--sp-color-primary-hover);
  }

  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
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
          <Join to={classAddress.detail(id)}>{detail.enrolled || detail.ended ? '进入班级' : '报名学习'}</Join>
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
