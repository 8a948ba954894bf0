import { useNotices, useCoursesByCategory, useTopics, useClasses } from '@study-portal/api';
import { formatDate } from '@study-portal/ui';
import type { JSX } from 'react';
import { ResultList } from './ResultList';
import { searchPageSize, type SearchType } from './searchQuery';
import { topicAddress } from '../../topics/addresses';
import { noticeAddress } from '../addresses';
import { courseAddress } from '../../courses/addresses';
import { classAddress } from '../../classes/addresses';

const day = (value: string | null | undefined) => formatDate(value, 'YYYY-MM-DD');

export interface TypedResultsProps {
  keyword: string;
  page: number;
  onPage: (page: number) => void;
}

function CourseResults({ keyword, page, onPage }: TypedResultsProps) {
  const read = useCoursesByCategory({ page, pageSize: searchPageSize, keyword });
  return (
    <ResultList
      read={read}
      what="课程"
      keyword={keyword}
      page={page}
      onPage={onPage}
      toResult={(course) => ({
        id: course.id,
        title: course.name,
        href: courseAddress(course),
        tags: [course.resourceType === 'ARTICLE' ? '图文' : '视频', ...(course.isFine ? ['精品'] : [])],
        facts: [
          ['授课教师', course.teacher],
          ['学时', String(course.creditHour)],
          ['时长', course.showCourseDuration],
          ['发布时间', day(course.publishDate)],
        ],
      })}
    />
  );
}

function SubjectResults({ keyword, page, onPage }: TypedResultsProps) {
  const read = useTopics({ page, pageSize: searchPageSize, keyword });
  return (
    <ResultList
      read={read}
      what="专题"
      keyword={keyword}
      page={page}
      onPage={onPage}
      toResult={(subject) => ({
        id: subject.id,
        title: subject.name,
        href: topicAddress(subject.id),
        facts: [['课程', `${subject.courseCount ?? 0}门`]],
        summary: subject.summary,
      })}
    />
  );
}

function ClassResults({ keyword, page, onPage }: TypedResultsProps) {
  const read = useClasses({ page, pageSize: searchPageSize, keyword });
  return (
    <ResultList
      read={read}
      what="专题班"
      keyword={keyword}
      page={page}
      onPage={onPage}
      toResult={(item) => ({
        id: item.tbtpId,
        title: item.name,
        href: classAddress(item.tbtpId),
        tags: [...(item.enrolled ? ['已报名'] : []), ...(item.ended ? ['已结束'] : [])],
        facts: [
          ['主办单位', item.organiser],
          ['学习时间', item.startDate || item.endDate ? `${day(item.startDate)} 至 ${day(item.endDate)}` : undefined],
          ['要求学时', item.requiredHours ? String(item.requiredHours) : undefined],
        ],
      })}
    />
  );
}

function NoticeResults({ keyword, page, onPage }: TypedResultsProps) {
  const read = useNotices({ page, pageSize: searchPageSize, keyword });
  return (
    <ResultList
      read={read}
      what="通知"
      keyword={keyword}
      page={page}
      onPage={onPage}
      toResult={(notice) => ({
        id: notice.id,
        title: notice.title,
        href: noticeAddress(notice.id),
        tags: notice.typeName ? [notice.typeName] : [],
        facts: [
          ['发布时间', day(notice.publishTime)],
          ['来源', notice.source],
        ],
        summary: notice.summary,
      })}
    />
  );
}

/** The results of one search type; each type reads its own list call. */
export const typedResults: Record<SearchType, (props: TypedResultsProps) => JSX.Element> = {
  kc: CourseResults,
  zt: SubjectResults,
  ztb: ClassResults,
  tz: NoticeResults,
};
