import { courseCardProps, useMyCollectedCourses, useToggleCourseCollect } from '@study-portal/api';
import { Button, CardCollection, CourseCard, Pagination, useMessageBox, useToast } from '@study-portal/ui';
import { useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed';
import { courseAddress } from '../../courses/addresses';

const pageSize = 8;

/** 我的收藏: the courses the learner collected, each of which can be taken off the list. */
export function CollectionsPanel() {
  const [page, setPage] = useState(1);
  const collected = useMyCollectedCourses({ page, pageSize });
  const toggle = useToggleCourseCollect();
  const messageBox = useMessageBox();
  const toast = useToast();
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (courseId: string, name: string) => {
    const confirmed = await messageBox.confirm({ message: `确定取消收藏《${name}》吗？`, title: '取消收藏' });
    if (!confirmed) return;
    setRemoving(courseId);
    try {
      await toggle({ courseId });
      toast.success('已取消收藏');
      // The last course of a later page gone: show the page before it.
      if (collected.data && collected.data.items.length === 1 && page > 1) setPage(page - 1);
    } catch {
      // The app's failure notifier has shown the server's message.
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="collections-title">
      <h2 id="collections-title">我的收藏</h2>
      {collected.error ? (
        <LoadFailed what="收藏" onRetry={() => void collected.mutate()} />
      ) : (
        <>
          <CardCollection
            label="我的收藏"
            layout="grid"
            loading={!collected.data}
            skeletonCount={4}
            items={collected.data?.items ?? []}
            getKey={(course) => course.id}
            emptyText="还没有收藏的课程"
            renderItem={(course) => (
              <CourseCard
                {...courseCardProps(course)}
                href={courseAddress(course)}
                headingLevel={3}
              >
                <Button size="small" loading={removing === course.id} aria-label={`取消收藏《${course.name}》`} onClick={() => void remove(course.id, course.name)}>
                  取消收藏
                </Button>
              </CourseCard>
            )}
          />
          {collected.data && (
            <Pagination page={page} pageSize={pageSize} total={collected.data.total} hideOnSinglePage label="收藏分页" onChange={(next) => setPage(next)} />
          )}
        </>
      )}
    </section>
  );
}
