import { useFamousTeachers } from '@study-portal/api';
import { CardCollection, Tag } from '@study-portal/ui';
import { LoadFailed } from '../../../../components/LoadFailed';
import { InfoCard } from './InfoCard';
import { SectionPlaceholder } from '../SectionPlaceholder';
import { homeCardCount, sectionShapes } from '../sectionShapes';
import { famousTeacherAddress } from '../../../courses/addresses';

/** Famous teachers (FAMOUS_TEACHER_SHOW), each leading to their lecture hall page. */
export function FamousTeachers() {
  const teachers = useFamousTeachers({ page: 1, pageSize: homeCardCount });
  if (teachers.error) return <LoadFailed what="名师" height={360} onRetry={() => void teachers.mutate()} />;
  if (!teachers.data) return <SectionPlaceholder shape={sectionShapes.famousTeachers} announce />;
  return (
    <CardCollection
      items={teachers.data.items}
      getKey={(teacher) => teacher.id}
      renderItem={(teacher) => (
        <InfoCard
          title={teacher.teacher}
          target={{ kind: 'internal', to: famousTeacherAddress(teacher.id) }}
          cover={teacher.picture}
          coverRatio="3 / 4"
          layout="horizontal"
          subtitle={teacher.teacherPosition}
          text={teacher.summary}
          footer={teacher.courseCount ? <Tag tone="primary">{`${teacher.courseCount}门课程`}</Tag> : undefined}
        />
      )}
    />
  );
}
