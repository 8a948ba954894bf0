/**
 * The fake backend: deterministic zh-CN fixtures and stateful msw request handlers for every
 * call the packages make. Storybook, unit tests, the demo server and the e2e suite all use it.
 */
import { createMockBackend } from './createMockBackend';

export { createMockBackend, createMockHandlers, type MockBackendOptions } from './createMockBackend';
export { createMockDb, defaultMockSettings, isMockScenario, mockScenarios, type MockDb, type MockFault, type MockScenario, type MockSettings } from './core/mockDb';
export { scenarioEntries, scenarioRecords } from './core/scenario';
export { currentAccount, readBody, signIn } from './core/request';
export { passwordsOf } from './core/passwords';
export { ok, refuse } from './envelope';
export { contractHttp, contractMatcher, type ContractPattern } from './core/contractHttp';
export { demoAccounts, demoPassword, findAccount, type MockAccount, type MockUser } from './fixtures/accounts';
export { demoSiteConfig, demoSubSiteConfig, demoSysParams, demoTenantId, demoTenants } from './fixtures/site';
export { siteConfigOf, subSiteConfigOf } from './handlers/site';

/**
 * A shared fake backend for Storybook and simple tests; `mockDb.reset()` restores the clean demo,
 * `mockDb.reset({ scenario: 'hostile' })` the demo with its hostile and stress records.
 */
export const { db: mockDb, handlers } = createMockBackend();
export { captchaMessages, consumeCaptcha, drawCaptcha, issueCaptcha, type IssuedCaptcha } from './core/captcha';
export { demoYearSummaryWireForms, type MockYearLearnSummary, type YearSummaryWireForm } from './fixtures/account/yearLearnSummaries';
export { demoDictionaries, hostileDictionaries, type MockDictionary, type MockDictionaryEntry } from './fixtures/account/dictionaries';
export { demoAcademyLinks, academyNotOpenedMessage } from './fixtures/account/academy';
export { sessionUser as accountSessionUser, checkedSessionsOf } from './handlers/account/state';
export { smsCodeFor, smsMessages } from './handlers/account/sms';
export { passwordMessages } from './handlers/account/password';
export { demoPasswordPublicKey } from './fixtures/account/demoBackendKey';
export * from './fixtures/course';
export { collectedCourseIds, courseSummaryFor, creditedHoursDetailOf, creditedHoursOf, hourCreditsOf, setCourseExamStatus, studyRecordsOf } from './handlers/course';
export { mockClock, defaultMockNow, type MockClock } from './core/clock';
export { personalCourses, personalCourseCategories } from './fixtures/personal/courses';
export { demoSubjectJoins } from './fixtures/personal/studyCentre';
export { yearSummaryOf } from './handlers/personal/hours';
export { classStandingOf, type ClassStanding } from './handlers/portal/classStanding';
export { demoCertificates } from './fixtures/personal/certificates';
export { demoExamPapers, hostileExamPapers, type ExamPaperFixture } from './fixtures/personal/examPapers';
export { demoSurveys, hostileSurveys } from './fixtures/personal/surveys';
export { demoLetters, hostileLetters } from './fixtures/personal/letters';
export { demoCelaCourses, demoCelaTopics, hostileCelaTopics } from './fixtures/personal/cela';
export { demoDispatchApplications } from './fixtures/personal/dispatch';
export { demoArticles, hostileArticles } from './fixtures/portal/articles';
export {
  demoOrganisations,
  demoTbtpClasses,
  demoTbtpEnrolments,
  demoTbtpVerifyCode,
  hostileTbtpClasses,
  hostileTbtpEnrolments,
  hostileTbtpNotices,
  type MockTbtpClass,
  type MockTbtpEnrolment,
} from './fixtures/portal/tbtp';
export { demoLives, type MockLive } from './fixtures/portal/lives';
export { demoBooks, demoEducationBases, demoPortalStatistics, demoRanking, hostileBooks } from './fixtures/portal/library';
export { demoSuggestions } from './fixtures/portal/suggestions';
export { demoLearningBranches, demoLearningPioneers } from './fixtures/portal/honour';
export { demoDiscussionTopics, demoPosts, hostilePosts, type MockPost, type MockTopic } from './fixtures/portal/posts';
export { demoStudyTasks, type MockStudyTask } from './fixtures/portal/tasks';
export { demoPicture, placeholderPicture, tenantPicture, tenantPicturesIn, type PicturePalette } from './fixtures/pictures';
export { demoHelpArticles } from './fixtures/portal/help';
export { portalToday } from './fixtures/portal/clock';
export { tbtpStateOf } from './handlers/portal/tbtp';
export { setUkeyVerifier, type MockUkeyProof, type UkeyVerifier } from './handlers/account/ukey';
