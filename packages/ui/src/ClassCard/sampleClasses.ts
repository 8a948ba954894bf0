import { sampleCovers } from '../Image/sampleCovers';
import type { ClassCardProps } from './ClassCard';

// Sample data for stories only.
export interface SampleClass extends Omit<ClassCardProps, 'onOpen' | 'onEnrol'> {
  id: string;
}

export const sampleClasses: SampleClass[] = [
  {
    id: 'tbtp-101',
    name: '2026年度学习贯彻党的二十大精神网上专题班',
    cover: sampleCovers.theory,
    organiser: '省委组织部',
    startDate: '2026-03-01 00:00:00',
    endDate: '2026-06-30 23:59:59',
    requiredHours: 20,
    href: '#/project/projectDetail?tbtpId=tbtp-101',
  },
  {
    id: 'tbtp-102',
    name: '新任处级领导干部综合能力提升网上专题班',
    cover: sampleCovers.governance,
    organiser: '省委党校（行政学院）',
    startDate: '2026-02-15 00:00:00',
    endDate: '2026-05-15 23:59:59',
    requiredHours: 32,
    enrolled: true,
    progress: 45,
    href: '#/project/projectDetail?tbtpId=tbtp-102',
  },
  {
    id: 'tbtp-103',
    name: '法治政府建设专题培训班',
    cover: sampleCovers.law,
    organiser: '省司法厅',
    startDate: '2025-09-01 00:00:00',
    endDate: '2025-12-31 23:59:59',
    requiredHours: 16,
    ended: true,
    href: '#/project/projectDetail?tbtpId=tbtp-103',
  },
];
