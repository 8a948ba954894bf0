import { courseCardProps, type ColumnItem } from '@study-portal/api';
import { CardCollection, CourseCard, Tabs } from '@study-portal/ui';
import { useState } from 'react';
import { EntryCard } from '../EntryCard';
import { courseAddress, type CourseRef, openCourseAddress, openCourseMobileAddress } from '../../courses/addresses';
import { columnArticleAddress } from '../addresses';
import type { TopicPageVariant } from '../pageVariant';

type EntryFilter = 'all' | 'COURSE' | 'ARTICLE';

/** The entries a filter keeps, in the column's own order. */
export function filterEntries(items: readonly ColumnItem[], filter: EntryFilter): ColumnItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.itemType === filter);
}

// The phone's open course page has no image-text twin, so it takes both kinds.
const courseHref: Record<TopicPageVariant, (course: CourseRef) => string> = {
  portal: courseAddress,
  open: openCourseAddress,
  mobile: (course) => openCourseMobileAddress(course.id),
};

/**
 * A column's curated courses and articles, all together or one kind at a time. Courses lead to
 * the course page; articles to their text page.
 */
export function ColumnEntries({ items, variant }: { items: readonly ColumnItem[]; variant: TopicPageVariant }) {
  const [filter, setFilter] = useState<EntryFilter>('all');
  const count = (kind: EntryFilter) => filterEntries(items, kind).length;
  const shown = filterEntries(items, filter);

  return (
    <section aria-labelledby="column-entries-title">
      <h2 id="column-entries-title">栏目内容</h2>
      <Tabs
        label="按类型筛选栏目内容"
        value={filter}
        onChange={(value) => setFilter(value as EntryFilter)}
        items={[
          { value: 'all', label: `全部（${count('all')}）` },
          { value: 'COURSE', label: `课程（${count('COURSE')}）` },
          { value: 'ARTICLE', label: `文章（${count('ARTICLE')}）` },
        ]}
      >
        <CardCollection<ColumnItem>
          layout="list"
          items={shown}
          getKey={(item) => `${item.itemType}-${item.id}`}
          emptyKind="noContent"
          renderItem={(item) => {
            if (item.itemType === 'ARTICLE') {
              return (
                <EntryCard
                  href={columnArticleAddress(item.id)}
                  title={item.title}
                  cover={item.cover}
                  summary={item.summary}
                  publishDate={item.publishDate}
                  kind="文章"
                />
              );
            }
            // An entry whose course record is missing still shows its own title and cover.
            const card = item.course ? courseCardProps(item.course) : undefined;
            return (
              <CourseCard
                href={courseHref[variant]({ id: item.id, resourceType: item.course?.resourceType })}
                {...card}
                layout="horizontal"
                name={card?.name ?? item.title}
                cover={card?.cover ?? item.cover}
                status={variant === 'portal' ? card?.status : undefined}
              />
            );
          }}
        />
      </Tabs>
    </section>
  );
}
