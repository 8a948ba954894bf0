import type { RouteObject } from 'react-router-dom';
import { examPagePaths as exams, surveyPagePaths as surveys } from '../../study/addresses';
import type { PortalRouteHandle } from './routeHandle';

/**
 * Exams, quizzes and surveys (docs/product/routes.md#exams-and-surveys). One quiz
 * engine (screens/quiz) serves every kind; parameters are query parameters.
 *
 * Each kind has three kinds of page:
 * - a list ("manage" in the legacy names): what the kind is, each exam with its rules
 *   (questions, pass mark, time limit, window), the learner's attempts and best score, and the
 *   way in (start, resume an unfinished attempt, or review);
 * - a taking page, `?examId=`: the rules and the start button, then the paper. Once started,
 *   `&recordId=` joins the address, so a reload resumes the attempt with every answer. Opened
 *   on a submitted attempt it shows that attempt's review. Without `examId` it lists the kind;
 * - a review, `?recordId=` (or `?examId=` for the latest submitted attempt).
 *
 * | kind | list | take | review |
 * |---|---|---|---|
 * | 趣味答题 fun | /spiceAnswer/spiceAnswerStart | /spiceAnswer/spiceAnswerStart?examId= | /spiceAnswer/reviewQuest |
 * | 随堂测试 in-class test | /examManage/manageExam (`?courseId=` narrows) | /examManage/startExam?examId= or ?courseId= | the taking page on the record |
 * | 培训考试 training exam | /startCultivate/CultivateExam | /startCultivate/startCultivate?examId= | the taking page on the record |
 * | 模拟测验 mock quiz | /solidify/textManage | /solidify/officialExam?examId= | /solidify/textQuest |
 * | 正式测验 formal quiz | /solidify/officialManage | /solidify/officialExam?examId= | /solidify/textQuest |
 * | 专题班考试 class exam | /projectStartExam (`?id=` or `?tbtpId=`, the class, narrows; from the class file's 我的考试) | /projectStartExam?examId= | /projectReviewQuest (`?examId=`, or the class's `?id=`/`?tbtpId=`: the best attempt) |
 *
 * Surveys: /previewList (the questionnaires), /preview?id= (one, answered once),
 * /evaluationPreview?id= (its results so far).
 */
export const quizzesRoutes: RouteObject[] = [
  {
    path: exams.fun,
    handle: { title: '趣味答题' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-taking')).FunQuizScreen }),
  },
  {
    path: exams.funReview,
    handle: { title: '趣味答题解析' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-review')).FunQuizReviewScreen }),
  },
  {
    path: exams.inClass,
    handle: { title: '随堂测试' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-taking')).InClassTestScreen }),
  },
  {
    path: exams.inClassList,
    handle: { title: '随堂测试列表' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-list')).InClassTestListScreen }),
  },
  {
    path: exams.training,
    handle: { title: '培训考试' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-taking')).TrainingExamScreen }),
  },
  {
    path: exams.trainingList,
    handle: { title: '培训考试列表' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-list')).TrainingExamListScreen }),
  },
  {
    path: exams.mockList,
    handle: { title: '模拟测验' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-list')).MockQuizListScreen }),
  },
  {
    path: exams.formalList,
    handle: { title: '正式测验' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-list')).FormalQuizListScreen }),
  },
  {
    path: exams.solidify,
    handle: { title: '测验' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-taking')).SolidifyExamScreen }),
  },
  {
    path: exams.solidifyReview,
    handle: { title: '测验解析' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-review')).SolidifyReviewScreen }),
  },
  {
    path: exams.class,
    handle: { title: '专题班考试' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-taking')).ClassExamScreen }),
  },
  {
    path: exams.classReview,
    handle: { title: '专题班考试解析' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/exam-review')).ClassExamReviewScreen }),
  },
  {
    path: surveys.list,
    handle: { title: '调查问卷' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/survey-list')).SurveyListScreen }),
  },
  {
    path: surveys.survey,
    handle: { title: '问卷' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/survey')).SurveyScreen }),
  },
  {
    path: surveys.results,
    handle: { title: '问卷结果' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/survey-evaluation')).SurveyEvaluationScreen }),
  },
];
