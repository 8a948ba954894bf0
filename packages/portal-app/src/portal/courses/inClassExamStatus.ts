/** The in-class test's state for the learner [A: '0' not taken, '1' passed, '2' failed]. */
export function examStatusText(examStatus: string | null | undefined): string {
  if (examStatus === '1') return '已通过';
  if (examStatus === '2') return '未通过';
  return '未参加';
}
