import type { PortalClients } from '../client/portalClients';
import { academyPaths, fetchAcademyUser } from '../contract/account/academy';
import { appInitPaths, fetchMobileApp } from '../contract/account/appInit';
import { captchaPaths, fetchCaptcha } from '../contract/account/captcha';
import { dictionaryParentCodes, dictionaryPaths, fetchDictionary } from '../contract/account/dictionary';
import { fetchUkeyChallenge, ukeyPaths } from '../contract/account/ukey';
import { fetchUserInfo, userInfoPaths } from '../contract/account/userInfo';
import { fetchYearLearnSummary, yearLearnSummaryPaths } from '../contract/account/yearLearnSummary';
import { columnPaths, fetchColumnArticle, fetchColumnDetail, fetchColumns } from '../contract/course/column';
import {
  coursePaths,
  fetchCourseCategories,
  fetchCourseDetail,
  fetchCoursesByCategory,
  fetchRecommendedCourses,
} from '../contract/course/course';
import { courseDiscussionPaths, fetchCourseComments } from '../contract/course/discussion';
import { famousTeacherPaths, fetchFamousTeacherDetail, fetchFamousTeachers, fetchTeacherCourses } from '../contract/course/famousTeacher';
import { courseRatingPaths, fetchCourseRating } from '../contract/course/rating';
import { fetchHomeTopics, fetchTopicCourses, fetchTopicDetail, fetchTopics, subjectPaths } from '../contract/course/subject';
import type { ContractPath } from '../contract/paths';
import { celaPaths, fetchAcademyCourses, fetchAcademyTopics } from '../contract/personal/cela';
import { certificatePaths, fetchCertificateStatistics, fetchMyCertificates } from '../contract/personal/certificate';
import { dispatchPaths, fetchDispatchApplications } from '../contract/personal/dispatch';
import { examKinds, examPaths, fetchExamPaper, fetchExamReview, fetchExams } from '../contract/personal/exam';
import { fetchLetterDetail, fetchLetters, fetchUnreadLetterCount, letterPaths } from '../contract/personal/letter';
import {
  fetchCourseCategoryStatistics,
  fetchCourseListByCategory,
  fetchHotStatisticsList,
  fetchKeywordStatistics,
  fetchNewStatisticsList,
  fetchStudyCentreConfig,
  studyAnalysisPaths,
} from '../contract/personal/studyAnalysis';
import {
  fetchMyCollectedCourses,
  fetchMyCourses,
  fetchMyTopics,
  fetchMyClasses,
  fetchMyClassStatistics,
  studyCentrePaths,
} from '../contract/personal/studyCentre';
import { fetchSurvey, fetchSurveyResults, fetchSurveys, surveyPaths } from '../contract/personal/survey';
import { fetchAssessmentExamId, fetchAssessmentResult, fetchUserExams, userExamPaths } from '../contract/personal/userExam';
import {
  fetchTotalStatistics,
  fetchYearCourseTotalStatistics,
  fetchYearHourTotalStatistics,
  fetchYearTotalStatistics,
  yearStatisticsPaths,
} from '../contract/personal/yearStatistics';
import { articlePaths, fetchNotice, fetchNotices, fetchTopNotices } from '../contract/portal/article';
import { bannerPaths, fetchBanners } from '../contract/portal/banner';
import { bookPaths, fetchBooks } from '../contract/portal/book';
import { educationBasePaths, fetchEducationBases } from '../contract/portal/educationBase';
import { fetchLearningGuidance, guidancePaths } from '../contract/portal/guidance';
import { fetchHelpEntries, helpPaths } from '../contract/portal/help';
import { fetchLearningBranches, fetchLearningPioneers, honorPaths } from '../contract/portal/honor';
import { fetchLive, fetchLiveReplay, fetchLives, fetchOfflineLive, livePaths } from '../contract/portal/live';
import { fetchCurrentDiscussion, fetchDiscussionPost, fetchDiscussionPosts, postPaths } from '../contract/portal/post';
import { fetchSiteStatistics, fetchRanking, statisticsPaths } from '../contract/portal/statistics';
import { fetchAllSuggestions, fetchMySuggestions, suggestPaths } from '../contract/portal/suggest';
import { fetchCurrentStudyTask, fetchStudyTask, fetchStudyTasks, taskPaths } from '../contract/portal/task';
import { fetchCityClasses, fetchClasses, fetchClassOrganisations, fetchTraineeRecord, tbtpPaths } from '../contract/portal/tbtp';
import {
  fetchClassAssignments,
  fetchClass,
  fetchClassDynamics,
  fetchClassExcellence,
  fetchClassMembers,
  fetchClassNotices,
  fetchClassCompletion,
  tbtpClassPaths,
} from '../contract/portal/tbtpClass';
import { fetchSiteConfig, siteConfigPaths } from '../site/siteConfig';

/**
 * What a read needs from earlier replies: ids taken from lists (the first course, the first
 * class...) and the user's own idCardHash, so the check works on any deployment's data.
 */
export type Found =
  | 'idCardHash'
  | 'course'
  | 'category'
  | 'subject'
  | 'column'
  | 'columnArticle'
  | 'teacher'
  | 'survey'
  | 'examRecord'
  | 'submittedExamRecord'
  | 'assessmentExam'
  | 'letter'
  | 'live'
  | 'offlineLive'
  | 'replay'
  | 'post'
  | 'task'
  | 'tbtp'
  | 'myTbtp'
  | 'city'
  | 'article';

export type FoundIds = Partial<Record<Found, string>>;

/** One read of the contract, as the check calls it; `Reply` is what its call resolves with. */
export interface ContractRead<Reply = unknown> {
  /** The function a consumer calls, e.g. `fetchCourseDetail`. */
  name: string;
  path: ContractPath;
  /** Ids the read cannot go without; it is skipped when no earlier reply gave them. */
  needs?: readonly Found[];
  /** An administrator's read, made with the admin site's clients and an administrator's token. */
  admin?: boolean;
  /** Resolves with the reply as the contract reads it; rejects as the client would. */
  call(clients: PortalClients, ids: Required<FoundIds>): Promise<Reply>;
  /** Ids this reply offers to later reads. */
  finds?(reply: Reply): FoundIds;
}

/** A read whose `finds` sees the reply's own type. */
const read = <Reply>(entry: ContractRead<Reply>): ContractRead => entry as ContractRead;

const firstPage = { page: 1, pageSize: 10 };
const firstId = <Item>(items: readonly Item[], id: (item: Item) => string | null | undefined, where: (item: Item) => boolean = () => true) => {
  const found = items.find((item) => where(item) && Boolean(id(item)));
  return found ? (id(found) ?? undefined) : undefined;
};
const only = (found: FoundIds): FoundIds => Object.fromEntries(Object.entries(found).filter(([, id]) => id !== undefined));

/**
 * Every read the packages make, each with the fewest parameters the contract allows. Calls
 * that change something are not here, nor reads that would (a letter is opened only when the
 * list shows one already read; an exam paper only for a record already started).
 */
export const contractReads = (year: number): readonly ContractRead[] => [
  read({ name: 'fetchSiteConfig', path: siteConfigPaths.site, call: ({ pc }) => fetchSiteConfig(pc) }),
  read({ name: 'fetchMobileApp', path: appInitPaths.init, call: ({ pc }) => fetchMobileApp(pc) }),
  read({ name: 'fetchCaptcha', path: captchaPaths.validateCode, call: ({ pc }) => fetchCaptcha(pc) }),
  ...Object.values(dictionaryParentCodes).map((code) =>
    read({ name: `fetchDictionary(${code})`, path: dictionaryPaths.list, call: ({ pc }) => fetchDictionary(pc, code) }),
  ),
  read({
    name: 'fetchUserInfo',
    path: userInfoPaths.info,
    call: ({ pc }) => fetchUserInfo(pc),
    finds: (user) => only({ idCardHash: user.idCardHash ?? undefined }),
  }),
  read({ name: 'fetchUkeyChallenge', path: ukeyPaths.challenge, call: ({ pc }) => fetchUkeyChallenge(pc) }),
  read({ name: 'fetchAcademyUser', path: academyPaths.userQuery, needs: ['idCardHash'], call: ({ pc }, ids) => fetchAcademyUser(pc, { idCardHash: ids.idCardHash }) }),
  read({ name: 'fetchYearLearnSummary', path: yearLearnSummaryPaths.summary, needs: ['idCardHash'], call: ({ pc }, ids) => fetchYearLearnSummary(pc, { idCardHash: ids.idCardHash, year }) }),

  // Courses, subjects, columns and teachers
  read({ name: 'fetchCourseCategories', path: coursePaths.categories, call: ({ pc }) => fetchCourseCategories(pc), finds: (categories) => only({ category: firstId(categories, (item) => item.id) }) }),
  read({ name: 'fetchRecommendedCourses', path: coursePaths.recommend, call: ({ pc }) => fetchRecommendedCourses(pc), finds: (courses) => only({ course: firstId(courses, (item) => item.id) }) }),
  read({ name: 'fetchCoursesByCategory', path: coursePaths.byCategory, call: ({ pc }) => fetchCoursesByCategory(pc, firstPage), finds: (page) => only({ course: firstId(page.items, (item) => item.id) }) }),
  read({ name: 'fetchCourseDetail', path: coursePaths.detail, needs: ['course'], call: ({ pc }, ids) => fetchCourseDetail(pc, { id: ids.course }) }),
  read({ name: 'fetchCourseComments', path: courseDiscussionPaths.list, needs: ['course'], call: ({ pc }, ids) => fetchCourseComments(pc, { ...firstPage, courseId: ids.course }) }),
  read({ name: 'fetchCourseRating', path: courseRatingPaths.get, needs: ['course'], call: ({ pc }, ids) => fetchCourseRating(pc, { courseId: ids.course }) }),
  read({ name: 'fetchHomeTopics', path: subjectPaths.index, call: ({ pc }) => fetchHomeTopics(pc), finds: (subjects) => only({ subject: firstId(subjects, (item) => item.id) }) }),
  read({ name: 'fetchTopics', path: subjectPaths.list, call: ({ pc }) => fetchTopics(pc, firstPage), finds: (page) => only({ subject: firstId(page.items, (item) => item.id) }) }),
  read({ name: 'fetchTopicDetail', path: subjectPaths.detail, needs: ['subject'], call: ({ pc }, ids) => fetchTopicDetail(pc, { id: ids.subject }) }),
  read({ name: 'fetchTopicCourses', path: subjectPaths.courses, needs: ['subject'], call: ({ pc }, ids) => fetchTopicCourses(pc, { ...firstPage, subjectId: ids.subject }) }),
  read({ name: 'fetchColumns', path: columnPaths.list, call: ({ pc }) => fetchColumns(pc, firstPage), finds: (page) => only({ column: firstId(page.items, (item) => item.id) }) }),
  read({
    name: 'fetchColumnDetail',
    path: columnPaths.detail,
    needs: ['column'],
    call: ({ pc }, ids) => fetchColumnDetail(pc, { id: ids.column }),
    finds: (column) => only({ columnArticle: firstId(column.items, (item) => item.id, (item) => item.itemType === 'ARTICLE') }),
  }),
  read({ name: 'fetchColumnArticle', path: columnPaths.article, needs: ['columnArticle'], call: ({ pc }, ids) => fetchColumnArticle(pc, { id: ids.columnArticle }) }),
  read({ name: 'fetchFamousTeachers', path: famousTeacherPaths.list, call: ({ pc }) => fetchFamousTeachers(pc, firstPage), finds: (page) => only({ teacher: firstId(page.items, (item) => item.id) }) }),
  read({ name: 'fetchFamousTeacherDetail', path: famousTeacherPaths.detail, needs: ['teacher'], call: ({ pc }, ids) => fetchFamousTeacherDetail(pc, { id: ids.teacher }) }),
  read({ name: 'fetchTeacherCourses', path: famousTeacherPaths.courses, needs: ['teacher'], call: ({ pc }, ids) => fetchTeacherCourses(pc, { ...firstPage, teacherId: ids.teacher }) }),

  // The portal's pages
  read({ name: 'fetchBanners', path: bannerPaths.list, call: ({ pc }) => fetchBanners(pc) }),
  read({ name: 'fetchTopNotices', path: articlePaths.top, call: ({ pc }) => fetchTopNotices(pc), finds: (articles) => only({ article: firstId(articles, (item) => item.id) }) }),
  read({ name: 'fetchNotices', path: articlePaths.query, call: ({ pc }) => fetchNotices(pc, firstPage), finds: (page) => only({ article: firstId(page.items, (item) => item.id) }) }),
  read({ name: 'fetchNotice', path: articlePaths.get, needs: ['article'], call: ({ pc }, ids) => fetchNotice(pc, { id: ids.article }) }),
  read({ name: 'fetchBooks', path: bookPaths.list, call: ({ pc }) => fetchBooks(pc, { number: 10 }) }),
  read({ name: 'fetchEducationBases', path: educationBasePaths.list, call: ({ pc }) => fetchEducationBases(pc) }),
  read({ name: 'fetchLearningGuidance', path: guidancePaths.get, call: ({ pc }) => fetchLearningGuidance(pc) }),
  read({ name: 'fetchHelpEntries', path: helpPaths.query, call: ({ pc }) => fetchHelpEntries(pc, firstPage) }),
  read({ name: 'fetchLearningPioneers', path: honorPaths.pioneers, call: ({ pc }) => fetchLearningPioneers(pc, firstPage) }),
  read({ name: 'fetchLearningBranches', path: honorPaths.branches, call: ({ pc }) => fetchLearningBranches(pc, firstPage) }),
  read({ name: 'fetchRanking', path: statisticsPaths.ranking, call: ({ pc }) => fetchRanking(pc) }),
  read({ name: 'fetchSiteStatistics', path: statisticsPaths.info, call: ({ pc }) => fetchSiteStatistics(pc) }),
  read({ name: 'fetchAllSuggestions', path: suggestPaths.all, admin: true, call: ({ pc }) => fetchAllSuggestions(pc, firstPage) }),
  read({ name: 'fetchMySuggestions', path: suggestPaths.mine, call: ({ pc }) => fetchMySuggestions(pc, firstPage) }),
  read({ name: 'fetchCurrentDiscussion', path: postPaths.current, call: ({ pc }) => fetchCurrentDiscussion(pc) }),
  read({ name: 'fetchDiscussionPosts', path: postPaths.query, call: ({ pc }) => fetchDiscussionPosts(pc, firstPage), finds: (page) => only({ post: firstId(page.items, (item) => item.id) }) }),
  read({ name: 'fetchDiscussionPost', path: postPaths.get, needs: ['post'], call: ({ pc }, ids) => fetchDiscussionPost(pc, { id: ids.post }) }),
  read({ name: 'fetchCurrentStudyTask', path: taskPaths.current, call: ({ pc }) => fetchCurrentStudyTask(pc) }),
  read({ name: 'fetchStudyTasks', path: taskPaths.query, call: ({ pc }) => fetchStudyTasks(pc, firstPage), finds: (page) => only({ task: firstId(page.items, (item) => item.id) }) }),
  read({ name: 'fetchStudyTask', path: taskPaths.get, needs: ['task'], call: ({ pc }, ids) => fetchStudyTask(pc, { id: ids.task }) }),

  // Special-topic classes (assignments and schedule are for a class the learner is in)
  read({ name: 'fetchClasses', path: tbtpPaths.list, call: ({ pc }) => fetchClasses(pc, firstPage), finds: (page) => only({ tbtp: firstId(page.items, (item) => item.tbtpId) }) }),
  read({ name: 'fetchClassOrganisations', path: tbtpPaths.orgList, call: ({ pc }) => fetchClassOrganisations(pc), finds: (organisations) => only({ city: firstId(organisations, (item) => item.orgId) }) }),
  read({ name: 'fetchCityClasses', path: tbtpPaths.list, needs: ['city'], call: ({ pc }, ids) => fetchCityClasses(pc, { ...firstPage, cityOrgId: ids.city }) }),
  read({ name: 'fetchTraineeRecord', path: tbtpPaths.trainee, call: ({ pc }) => fetchTraineeRecord(pc) }),
  read({ name: 'fetchClass', path: tbtpClassPaths.detail, needs: ['tbtp'], call: ({ pc }, ids) => fetchClass(pc, { tbtpId: ids.tbtp }) }),
  read({ name: 'fetchClassMembers', path: tbtpClassPaths.members, needs: ['tbtp'], call: ({ pc }, ids) => fetchClassMembers(pc, { ...firstPage, tbtpId: ids.tbtp }) }),
  read({ name: 'fetchClassNotices', path: tbtpClassPaths.notices, needs: ['tbtp'], call: ({ pc }, ids) => fetchClassNotices(pc, { ...firstPage, tbtpId: ids.tbtp }) }),
  read({ name: 'fetchClassDynamics', path: tbtpClassPaths.dynamics, needs: ['tbtp'], call: ({ pc }, ids) => fetchClassDynamics(pc, { ...firstPage, tbtpId: ids.tbtp }) }),
  read({ name: 'fetchClassAssignments', path: tbtpClassPaths.assignments, needs: ['myTbtp'], call: ({ pc }, ids) => fetchClassAssignments(pc, { tbtpId: ids.myTbtp }) }),
  read({ name: 'fetchClassCompletion', path: tbtpClassPaths.schedule, needs: ['myTbtp'], call: ({ pc }, ids) => fetchClassCompletion(pc, { tbtpId: ids.myTbtp }) }),
  read({ name: 'fetchClassExcellence', path: tbtpClassPaths.excellent, needs: ['tbtp'], call: ({ pc }, ids) => fetchClassExcellence(pc, { tbtpId: ids.tbtp }) }),

  // Live streams (client B)
  read({
    name: 'fetchLives',
    path: livePaths.list,
    call: ({ live }) => fetchLives(live, firstPage),
    finds: (page) =>
      only({
        live: firstId(page.items, (item) => item.id, (item) => item.mode !== 'offline'),
        offlineLive: firstId(page.items, (item) => item.id, (item) => item.mode === 'offline'),
        replay: firstId(page.items, (item) => item.id, (item) => item.replayAvailable),
      }),
  }),
  read({ name: 'fetchLive', path: livePaths.detail, needs: ['live'], call: ({ live }, ids) => fetchLive(live, { id: ids.live }) }),
  read({ name: 'fetchOfflineLive', path: livePaths.offlineDetail, needs: ['offlineLive'], call: ({ live }, ids) => fetchOfflineLive(live, { id: ids.offlineLive }) }),
  read({ name: 'fetchLiveReplay', path: livePaths.replay, needs: ['replay'], call: ({ live }, ids) => fetchLiveReplay(live, { id: ids.replay }) }),

  // The learner's own records
  read({ name: 'fetchYearTotalStatistics', path: yearStatisticsPaths.year, call: ({ pc }) => fetchYearTotalStatistics(pc, { year }) }),
  read({ name: 'fetchYearHourTotalStatistics', path: yearStatisticsPaths.yearHours, call: ({ pc }) => fetchYearHourTotalStatistics(pc, { year }) }),
  read({ name: 'fetchYearCourseTotalStatistics', path: yearStatisticsPaths.yearCourses, call: ({ pc }) => fetchYearCourseTotalStatistics(pc, { year }) }),
  read({ name: 'fetchTotalStatistics', path: yearStatisticsPaths.total, call: ({ pc }) => fetchTotalStatistics(pc) }),
  read({ name: 'fetchMyClasses', path: studyCentrePaths.myTbtps, call: ({ pc }) => fetchMyClasses(pc, firstPage), finds: (page) => only({ myTbtp: firstId(page.items, (item) => item.tbtpId) }) }),
  read({ name: 'fetchMyClassStatistics', path: studyCentrePaths.tbtpStatistics, call: ({ pc }) => fetchMyClassStatistics(pc) }),
  read({ name: 'fetchMyCourses', path: studyCentrePaths.myCourses, call: ({ pc }) => fetchMyCourses(pc, firstPage) }),
  read({ name: 'fetchMyTopics', path: studyCentrePaths.mySubjects, call: ({ pc }) => fetchMyTopics(pc, firstPage) }),
  read({ name: 'fetchMyCollectedCourses', path: studyCentrePaths.myCollect, call: ({ pc }) => fetchMyCollectedCourses(pc, firstPage) }),
  read({ name: 'fetchMyCertificates', path: certificatePaths.list, call: ({ pc }) => fetchMyCertificates(pc, firstPage) }),
  read({ name: 'fetchCertificateStatistics', path: certificatePaths.statistics, call: ({ pc }) => fetchCertificateStatistics(pc) }),
  read({ name: 'fetchDispatchApplications', path: dispatchPaths.query, call: ({ pc }) => fetchDispatchApplications(pc, firstPage) }),
  read({ name: 'fetchAcademyTopics', path: celaPaths.topics, call: ({ pc }) => fetchAcademyTopics(pc, firstPage) }),
  read({ name: 'fetchAcademyCourses', path: celaPaths.courses, call: ({ pc }) => fetchAcademyCourses(pc, firstPage) }),
  read({ name: 'fetchCourseCategoryStatistics', path: studyAnalysisPaths.categoryStatistics, call: ({ pc }) => fetchCourseCategoryStatistics(pc) }),
  read({ name: 'fetchCourseListByCategory', path: studyAnalysisPaths.courseListByCategory, needs: ['category'], call: ({ pc }, ids) => fetchCourseListByCategory(pc, { ...firstPage, categoryId: ids.category }) }),
  read({ name: 'fetchStudyCentreConfig', path: studyAnalysisPaths.personalConfig, call: ({ pc }) => fetchStudyCentreConfig(pc) }),
  read({ name: 'fetchHotStatisticsList', path: studyAnalysisPaths.hotStatistics, call: ({ pc }) => fetchHotStatisticsList(pc) }),
  read({ name: 'fetchNewStatisticsList', path: studyAnalysisPaths.newStatistics, call: ({ pc }) => fetchNewStatisticsList(pc) }),
  read({ name: 'fetchKeywordStatistics', path: studyAnalysisPaths.keywordStatistics, call: ({ pc }) => fetchKeywordStatistics(pc) }),
  read({
    name: 'fetchLetters',
    path: letterPaths.page,
    call: ({ pc }) => fetchLetters(pc, firstPage),
    // Opening an unread letter would mark it read on the learner's real account.
    finds: (page) => only({ letter: firstId(page.items, (item) => item.id, (item) => item.read) }),
  }),
  read({ name: 'fetchLetterDetail', path: letterPaths.detail, needs: ['letter'], call: ({ pc }, ids) => fetchLetterDetail(pc, { id: ids.letter }) }),
  read({ name: 'fetchUnreadLetterCount', path: letterPaths.unreadCount, call: ({ pc }) => fetchUnreadLetterCount(pc) }),
  read({ name: 'fetchSurveys', path: surveyPaths.list, call: ({ pc }) => fetchSurveys(pc), finds: (surveys) => only({ survey: firstId(surveys, (item) => item.surveyId) }) }),
  read({ name: 'fetchSurvey', path: surveyPaths.get, needs: ['survey'], call: ({ pc }, ids) => fetchSurvey(pc, { surveyId: ids.survey }) }),
  read({ name: 'fetchSurveyResults', path: surveyPaths.evaluation, needs: ['survey'], call: ({ pc }, ids) => fetchSurveyResults(pc, { surveyId: ids.survey }) }),
  ...examKinds.map((kind) =>
    read({
      name: `fetchExams(${kind})`,
      path: examPaths.list,
      call: ({ pc }) => fetchExams(pc, { kind }),
      finds: (exams) =>
        only({
          examRecord: firstId(exams, (item) => item.unfinishedRecordId),
          submittedExamRecord: firstId(exams, (item) => item.lastRecordId),
        }),
    }),
  ),
  read({ name: 'fetchExamPaper', path: examPaths.paper, needs: ['examRecord'], call: ({ pc }, ids) => fetchExamPaper(pc, { recordId: ids.examRecord }) }),
  read({ name: 'fetchExamReview', path: examPaths.review, needs: ['submittedExamRecord'], call: ({ pc }, ids) => fetchExamReview(pc, { recordId: ids.submittedExamRecord }) }),
  read({ name: 'fetchUserExams', path: userExamPaths.userExams, call: ({ pc }) => fetchUserExams(pc, firstPage), finds: (page) => only({ assessmentExam: firstId(page.items, (item) => item.examId) }) }),
  read({ name: 'fetchAssessmentExamId', path: userExamPaths.assessmentExamId, needs: ['myTbtp'], call: ({ pc }, ids) => fetchAssessmentExamId(pc, { tbtpId: ids.myTbtp }) }),
  read({ name: 'fetchAssessmentResult', path: userExamPaths.assessmentResult, needs: ['assessmentExam'], call: ({ pc }, ids) => fetchAssessmentResult(pc, { examId: ids.assessmentExam }) }),
];
