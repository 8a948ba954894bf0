import { sampleCovers } from '../Image/sampleCovers';
import type { TopicCardProps } from './TopicCard';

// Sample data for stories only.
export interface SampleTopic extends Omit<TopicCardProps, 'onOpen'> {
  id: string;
}

export const sampleTopics: SampleTopic[] = [
  {
    id: 's-01',
    name: '学习贯彻党的二十大精神',
    cover: sampleCovers.theory,
    courseCount: 24,
    description: '系统解读党的二十大报告的主题、主要内容和重大意义，帮助广大干部深刻领会精神实质。',
    href: '#/subjectDetail?subjectId=s-01',
  },
  {
    id: 's-02',
    name: '生态文明建设',
    cover: sampleCovers.ecology,
    courseCount: 12,
    description: '围绕绿水青山就是金山银山理念，讲述生态保护与绿色发展的政策和实践。',
    href: '#/subjectDetail?subjectId=s-02',
  },
  {
    id: 's-03',
    name: '法治中国建设',
    cover: sampleCovers.law,
    courseCount: 18,
    description: '解读法治政府建设实施纲要，提升依法行政能力。',
    href: '#/subjectDetail?subjectId=s-03',
  },
];

export const longTopicName = '以习近平新时代中国特色社会主义思想为指导，全面推进中华民族伟大复兴的理论与实践专题系列课程';

export const longTopicDescription =
  '本专题围绕新时代党的创新理论，分为理论溯源、实践探索、经验总结三个单元，邀请中央党校、国家行政学院和重点高校的专家学者系统讲授，' +
  '内容涵盖经济建设、政治建设、文化建设、社会建设和生态文明建设等方面，并结合基层治理典型案例进行分析，帮助学员学懂弄通做实，' +
  '切实把学习成果转化为推动高质量发展的实际行动。';
