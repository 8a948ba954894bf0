import type { StudyTask } from '@study-portal/api';
import type { TagTone } from '@study-portal/ui';

export const studyTaskStatusLabels: Record<StudyTask['status'], string> = { upcoming: '未开始', ongoing: '进行中', ended: '已结束' };

export const studyTaskStatusTones: Record<StudyTask['status'], TagTone> = { upcoming: 'info', ongoing: 'primary', ended: 'default' };

/** A period as the portal writes it; an open end shows as such. */
export const periodText = (start: string | null | undefined, end: string | null | undefined) =>
  start || end ? `${start ?? ''} 至 ${end ?? '不限'}` : '';
