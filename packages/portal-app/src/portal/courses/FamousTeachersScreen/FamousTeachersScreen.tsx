import { useFamousTeachers } from '@study-portal/api';
import { CardCollection, Pagination } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import { readPage } from '../../shared/pageAddress';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { categoryListParams } from '../categoryTree';
import { TeacherCard } from './TeacherCard';

const teacherPageSize = 9;

/** /masterLectureHall/list (名师讲堂): the famous teachers, a page at a time (?page= in the address). */
export function FamousTeachersScreen() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const teachers = useFamousTeachers({ page, pageSize: teacherPageSize });

  return (
    <ScreenPage>
      <h1>名师讲堂</h1>
      <section aria-labelledby="teachers-title">
        <h2 id="teachers-title">名师风采</h2>
        {teachers.error ? (
          <LoadFailed what="名师" onRetry={() => void teachers.mutate()} />
        ) : (
          <>
            <CardCollection
              label="名师列表"
              layout="grid"
              loading={!teachers.data}
              skeletonCount={6}
              items={teachers.data?.items ?? []}
              getKey={(teacher) => teacher.id}
              renderItem={(teacher) => <TeacherCard teacher={teacher} />}
            />
            {teachers.data && (
              <Pagination
                page={page}
                pageSize={teacherPageSize}
                total={teachers.data.total}
                onChange={(next) => setParams(categoryListParams(params, { page: next }))}
                hideOnSinglePage
                label="名师分页"
              />
            )}
          </>
        )}
      </section>
    </ScreenPage>
  );
}
