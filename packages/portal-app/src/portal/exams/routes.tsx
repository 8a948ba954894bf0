import type { RouteObject } from 'react-router-dom';
import { examPagePaths as exams, surveyPagePaths as surveys } from './addresses';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

/**
 * Exams, quizzes and surveys (docs/product/routes.md#exams-and-surveys). One exam
 * engine (this folder) serves every kind; parameters are query parameters.
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
export const examsRoutes: RouteObject[] = [
  {
    path: exams.fun,
    handle: { title: '趣味答题' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamTakingScreen')).FunExamScreen }),
  },
  {
    path: exams.funReview,
    handle: { title: '趣味答题解析' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamReviewScreen')).FunExamReviewScreen }),
  },
  {
    path: exams.inClass,
    handle: { title: '随堂测试' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamTakingScreen')).InClassExamScreen }),
  },
  {
    path: exams.inClassList,
    handle: { title: '随堂测试列表' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamListScreen')).InClassExamListScreen }),
  },
  {
    path: exams.training,
    handle: { title: '培训考试' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamTakingScreen')).TrainingExamScreen }),
  },
  {
    path: exams.trainingList,
    handle: { title: '培训考试列表' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamListScreen')).TrainingExamListScreen }),
  },
  {
    path: exams.mockList,
    handle: { title: '模拟测验' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamListScreen')).MockExamListScreen }),
  },
  {
    path: exams.formalList,
    handle: { title: '正式测验' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamListScreen')).FormalExamListScreen }),
  },
  {
    path: exams.solidify,
    handle: { title: '测验' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamTakingScreen')).MockFormalExamScreen }),
  },
  {
    path: exams.solidifyReview,
    handle: { title: '测验解析' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamReviewScreen')).MockFormalExamReviewScreen }),
  },
  {
    path: exams.class,
    handle: { title: '专题班考试' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamTakingScreen')).ClassExamScreen }),
  },
  {
    path: exams.classReview,
    handle: { title: '专题班考试解析' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ExamReviewScreen')).ClassExamReviewScreen }),
  },
  {
    path: surveys.list,
    handle: { title: '调查问卷' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./SurveyListScreen')).SurveyListScreen }),
  },
  {
    path: surveys.survey,
    handle: { title: '问卷' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./SurveyScreen')).SurveyScreen }),
  },
  {
    path: surveys.results,
    handle: { title: '问卷结果' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./SurveyResultsScreen')).SurveyResultsScreen }),
  },
  {
    // The phone-sized questionnaire entry, reached from a shared link (docs/product/routes.md#sharing-and-open-pages).
    path: surveys.phoneList,
    handle: { title: '问卷调查' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./PhoneSurveyListScreen')).PhoneSurveyListScreen }),
  },
];
