import type { ExamQuestion } from '@study-portal/api';

/** What the quiz pages say, in one place so tests and e2e read the same words. */
export const examTexts = {
  questionTypes: { single: '单选题', multiple: '多选题', judge: '判断题' } satisfies Record<ExamQuestion['type'], string>,
  save: {
    idle: '作答后自动保存',
    saved: '答案已自动保存',
    saving: '正在保存…',
    retrying: '答案未保存，正在重试…',
    keptLocally: '已作答的内容保存在本机，恢复连接后会自动提交到服务器。',
    refused: '答案未保存',
    retryNow: '立即重试',
  },
  submit: {
    open: '交卷',
    confirmTitle: '确认交卷',
    confirm: '确认交卷',
    keepAnswering: '继续作答',
    allAnswered: '全部题目都已作答。交卷后不能再修改答案。',
    unansweredIntro: (count: number) => `还有 ${count} 题未作答，交卷后不能再修改答案：`,
    submitting: '正在交卷…',
    retrying: '交卷未成功，正在重试…',
    retryingDetail: '网络或服务器暂时不可用。您的答案都在本页并已保存在本机，不会丢失；系统会自动重试，也可以立即重试。',
    refused: '交卷未成功',
    submitAgain: '重新交卷',
    timeUp: '考试时间到，正在按已作答的内容自动交卷…',
    lowTime: '剩余时间不足 5 分钟，请抓紧作答并及时交卷。',
  },
  result: {
    title: '考试结果',
    passed: '通过',
    failed: '未通过',
    timeUp: '考试时间到，系统已按您作答的内容自动交卷。',
    closedByServer: '服务器已按最后保存的答案交卷。',
    notCounted: (count: number) => `有 ${count} 题的作答没能在截止前送达服务器，未计入成绩；请在答题解析中核对。`,
    review: '查看解析',
    backToList: '返回列表',
    backToCourse: '返回本课程测试',
    backToClass: '返回本班考试',
    retake: '再考一次',
  },
  review: {
    title: '答题解析',
    onlyWrong: '只看答错的题',
    yourAnswer: '你的答案',
    correctAnswer: '正确答案',
    noAnswer: '未作答',
    correct: '回答正确',
    wrong: '回答错误',
    explanation: '解析',
    noneWrong: '全部回答正确，没有答错的题。',
  },
  keyboardHelp: '键盘快捷键',
  keyboardHint: '在题目区内按字母键 A–F 选择选项，按 N 到下一题、按 P 回到上一题；答题卡的题号可用 Tab 键逐个到达。',
} as const;

export const formatAnswerKeys = (keys: readonly string[]) => (keys.length > 0 ? [...keys].sort().join('、') : examTexts.review.noAnswer);

export const formatMinutes = (seconds: number | null) => (seconds === null ? '不限时' : `${Math.round(seconds / 60)} 分钟`);
