/**
 * The api's former names for its fetchers and hooks, kept for one release so that a consumer's
 * upgrade does not break (docs/glossary.md#the-rule: the published packages rename through a
 * deprecated alias). Each takes the code word the glossary gives its concept.
 */
import {
  fetchCourseRating,
  fetchHomeTopics,
  fetchTopicCourses,
  fetchTopicDetail,
  fetchTopics,
  imageTextReadSeconds,
  recordImageTextReading,
  saveCourseRating,
  toggleCourseLike,
  useCourseRating,
  useHomeTopics,
  useRecordImageTextReading,
  useSaveCourseRating,
  useToggleCourseLike,
  useTopicCourses,
  useTopicDetail,
  useTopics,
} from './contract/course';
import { fetchMobileApp, useMobileApp } from './contract/account';
import {
  fetchAcademyCourses,
  fetchAcademyTopics,
  fetchMyClassStatistics,
  fetchMyClasses,
  fetchMyTopics,
  fetchStudyCentreConfig,
  fetchSurveyResults,
  useAcademyCourses,
  useAcademyTopics,
  useMyClassStatistics,
  useMyClasses,
  useMyTopics,
  useStudyCentreConfig,
  useSurveyResults,
} from './contract/personal';
import {
  enrolClass,
  fetchSiteStatistics,
  useSiteStatistics,
  enrolProvincialClass,
  fetchCityClasses,
  fetchClass,
  fetchClassAssignments,
  fetchClassCompletion,
  fetchClassDynamics,
  fetchClassExcellence,
  fetchClassMembers,
  fetchClassNotices,
  fetchClassOrganisations,
  fetchClasses,
  fetchCurrentDiscussion,
  fetchCurrentStudyTask,
  fetchHelpEntries,
  enterLiveRoom,
  fetchNotice,
  fetchNotices,
  fetchTopNotices,
  useCityClasses,
  useClass,
  useClassAssignments,
  useClassCompletion,
  useClassDynamics,
  useClassExcellence,
  useClassMembers,
  useClassNotices,
  useClassOrganisations,
  useClasses,
  useCurrentDiscussion,
  useCurrentStudyTask,
  useEnrolClass,
  useEnrolProvincialClass,
  useHelpEntries,
  useLiveRoom,
  useNotice,
  useNotices,
  useTopNotices,
  useVerifyClassCode,
  verifyClassCode,
} from './contract/portal';

/** @deprecated Renamed `imageTextReadSeconds`. */
export const articleReadSeconds = imageTextReadSeconds;
/** @deprecated Renamed `fetchCourseRating`. */
export const fetchCourseEvaluation = fetchCourseRating;
/** @deprecated Renamed `fetchHomeTopics`. */
export const fetchIndexSubjects = fetchHomeTopics;
/** @deprecated Renamed `fetchTopicCourses`. */
export const fetchSubjectCourses = fetchTopicCourses;
/** @deprecated Renamed `fetchTopicDetail`. */
export const fetchSubjectDetail = fetchTopicDetail;
/** @deprecated Renamed `fetchTopics`. */
export const fetchSubjects = fetchTopics;
/** @deprecated Renamed `recordImageTextReading`. */
export const recordArticleReading = recordImageTextReading;
/** @deprecated Renamed `saveCourseRating`. */
export const saveCourseEvaluation = saveCourseRating;
/** @deprecated Renamed `toggleCourseLike`. */
export const toggleCourseZan = toggleCourseLike;
/** @deprecated Renamed `useCourseRating`. */
export const useCourseEvaluation = useCourseRating;
/** @deprecated Renamed `useHomeTopics`. */
export const useIndexSubjects = useHomeTopics;
/** @deprecated Renamed `useRecordImageTextReading`. */
export const useRecordArticleReading = useRecordImageTextReading;
/** @deprecated Renamed `useSaveCourseRating`. */
export const useSaveCourseEvaluation = useSaveCourseRating;
/** @deprecated Renamed `useTopicCourses`. */
export const useSubjectCourses = useTopicCourses;
/** @deprecated Renamed `useTopicDetail`. */
export const useSubjectDetail = useTopicDetail;
/** @deprecated Renamed `useTopics`. */
export const useSubjects = useTopics;
/** @deprecated Renamed `useToggleCourseLike`. */
export const useToggleCourseZan = useToggleCourseLike;
/** @deprecated Renamed `fetchAcademyCourses`. */
export const fetchCelaCourses = fetchAcademyCourses;
/** @deprecated Renamed `fetchAcademyTopics`. */
export const fetchCelaTopics = fetchAcademyTopics;
/** @deprecated Renamed `fetchMyTopics`. */
export const fetchMySubjects = fetchMyTopics;
/** @deprecated Renamed `fetchMyClasses`. */
export const fetchMyTbtpClasses = fetchMyClasses;
/** @deprecated Renamed `fetchStudyCentreConfig`. */
export const fetchPersonalConfig = fetchStudyCentreConfig;
/** @deprecated Renamed `fetchSurveyResults`. */
export const fetchSurveyEvaluation = fetchSurveyResults;
/** @deprecated Renamed `fetchMyClassStatistics`. */
export const fetchTbtpStatisticsInfo = fetchMyClassStatistics;
/** @deprecated Renamed `useAcademyCourses`. */
export const useCelaCourses = useAcademyCourses;
/** @deprecated Renamed `useAcademyTopics`. */
export const useCelaTopics = useAcademyTopics;
/** @deprecated Renamed `useMyTopics`. */
export const useMySubjects = useMyTopics;
/** @deprecated Renamed `useMyClasses`. */
export const useMyTbtpClasses = useMyClasses;
/** @deprecated Renamed `useStudyCentreConfig`. */
export const usePersonalConfig = useStudyCentreConfig;
/** @deprecated Renamed `useSurveyResults`. */
export const useSurveyEvaluation = useSurveyResults;
/** @deprecated Renamed `useMyClassStatistics`. */
export const useTbtpStatisticsInfo = useMyClassStatistics;
/** @deprecated Renamed `enrolProvincialClass`. */
export const enrolProvincialTbtpClass = enrolProvincialClass;
/** @deprecated Renamed `enrolClass`. */
export const enrolTbtpClass = enrolClass;
/** @deprecated Renamed `fetchNotice`. */
export const fetchArticle = fetchNotice;
/** @deprecated Renamed `fetchNotices`. */
export const fetchArticles = fetchNotices;
/** @deprecated Renamed `fetchCityClasses`. */
export const fetchCityTbtpClasses = fetchCityClasses;
/** @deprecated Renamed `fetchCurrentStudyTask`. */
export const fetchCurrentTask = fetchCurrentStudyTask;
/** @deprecated Renamed `fetchCurrentDiscussion`. */
export const fetchCurrentTopic = fetchCurrentDiscussion;
/** @deprecated Renamed `fetchHelpEntries`. */
export const fetchHelpArticles = fetchHelpEntries;
/** @deprecated Renamed `fetchClassAssignments`. */
export const fetchTbtpAssignments = fetchClassAssignments;
/** @deprecated Renamed `fetchClass`. */
export const fetchTbtpClass = fetchClass;
/** @deprecated Renamed `fetchClasses`. */
export const fetchTbtpClasses = fetchClasses;
/** @deprecated Renamed `fetchClassDynamics`. */
export const fetchTbtpDynamics = fetchClassDynamics;
/** @deprecated Renamed `fetchClassExcellence`. */
export const fetchTbtpExcellent = fetchClassExcellence;
/** @deprecated Renamed `fetchClassMembers`. */
export const fetchTbtpMembers = fetchClassMembers;
/** @deprecated Renamed `fetchClassNotices`. */
export const fetchTbtpNotices = fetchClassNotices;
/** @deprecated Renamed `fetchClassOrganisations`. */
export const fetchTbtpOrganisations = fetchClassOrganisations;
/** @deprecated Renamed `fetchClassCompletion`. */
export const fetchTbtpSchedule = fetchClassCompletion;
/** @deprecated Renamed `fetchTopNotices`. */
export const fetchTopArticles = fetchTopNotices;
/** @deprecated Renamed `enterLiveRoom`. */
export const initLive = enterLiveRoom;
/** @deprecated Renamed `useNotice`. */
export const useArticle = useNotice;
/** @deprecated Renamed `useNotices`. */
export const useArticles = useNotices;
/** @deprecated Renamed `useCityClasses`. */
export const useCityTbtpClasses = useCityClasses;
/** @deprecated Renamed `useCurrentStudyTask`. */
export const useCurrentTask = useCurrentStudyTask;
/** @deprecated Renamed `useCurrentDiscussion`. */
export const useCurrentTopic = useCurrentDiscussion;
/** @deprecated Renamed `useEnrolProvincialClass`. */
export const useEnrolProvincialTbtpClass = useEnrolProvincialClass;
/** @deprecated Renamed `useEnrolClass`. */
export const useEnrolTbtpClass = useEnrolClass;
/** @deprecated Renamed `useHelpEntries`. */
export const useHelpArticles = useHelpEntries;
/** @deprecated Renamed `useLiveRoom`. */
export const useLiveInit = useLiveRoom;
/** @deprecated Renamed `useClassAssignments`. */
export const useTbtpAssignments = useClassAssignments;
/** @deprecated Renamed `useClass`. */
export const useTbtpClass = useClass;
/** @deprecated Renamed `useClasses`. */
export const useTbtpClasses = useClasses;
/** @deprecated Renamed `useClassDynamics`. */
export const useTbtpDynamics = useClassDynamics;
/** @deprecated Renamed `useClassExcellence`. */
export const useTbtpExcellent = useClassExcellence;
/** @deprecated Renamed `useClassMembers`. */
export const useTbtpMembers = useClassMembers;
/** @deprecated Renamed `useClassNotices`. */
export const useTbtpNotices = useClassNotices;
/** @deprecated Renamed `useClassOrganisations`. */
export const useTbtpOrganisations = useClassOrganisations;
/** @deprecated Renamed `useClassCompletion`. */
export const useTbtpSchedule = useClassCompletion;
/** @deprecated Renamed `useTopNotices`. */
export const useTopArticles = useTopNotices;
/** @deprecated Renamed `useVerifyClassCode`. */
export const useVerifyTbtpCode = useVerifyClassCode;
/** @deprecated Renamed `verifyClassCode`. */
export const verifyTbtpCode = verifyClassCode;
/** @deprecated Renamed `fetchMobileApp`. */
export const fetchAppInit = fetchMobileApp;
/** @deprecated Renamed `useMobileApp`. */
export const useAppInit = useMobileApp;
/** @deprecated Renamed `fetchSiteStatistics`. */
export const fetchPortalStatistics = fetchSiteStatistics;
/** @deprecated Renamed `useSiteStatistics`. */
export const usePortalStatistics = useSiteStatistics;
