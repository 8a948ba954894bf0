import type { ApiError } from '@study-portal/api';
import { Button, EmptyState, Skeleton, Loading } from '@study-portal/ui';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenPage } from '../../components/ScreenPage';
import { StudyColumns } from './StudyPage.styles';

/** A course that the server refuses to show (课程不存在) or an address without one. */
export const isUnknownCourse = (error: ApiError | undefined): boolean => error?.kind === 'business';

/** The page while the course loads, shaped like the page to come. */
export function CourseLoading({ title }: { title: string }) {
  return (
    <ScreenPage>
      <h1>{title}</h1>
      <Loading label="正在加载课程">
        <StudyColumns>
          <Skeleton shape="rect" ratio="16 / 9" />
          <Skeleton lines={5} />
        </StudyColumns>
      </Loading>
    </ScreenPage>
  );
}

/** The course could not be loaded (network, server error): says so and offers another try. */
export function CourseLoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <ScreenPage>
      <h1>{title}</h1>
      <LoadFailed what="课程" onRetry={onRetry} />
    </ScreenPage>
  );
}

/** No such course (or no id in the address): says so and leads back to the courses. */
export function CourseUnavailable({ title, reason }: { title: string; reason?: string | undefined }) {
  return (
    <ScreenPage>
      <h1>{title}</h1>
      <EmptyState description={reason || '课程不存在或已下架'}>
        <Button href="/index" variant="primary">返回首页</Button>
      </EmptyState>
    </ScreenPage>
  );
}
