import { siteConfigPaths } from '../site/siteConfig';
import { academyPaths } from './account/academy';
import { appInitPaths } from './account/appInit';
import { captchaPaths } from './account/captcha';
import { dictionaryPaths } from './account/dictionary';
import { logoutPaths } from './account/logout';
import { passwordPaths } from './account/password';
import { smsPaths } from './account/sms';
import { ukeyPaths } from './account/ukey';
import { userInfoPaths } from './account/userInfo';
import { yearLearnSummaryPaths } from './account/yearLearnSummary';
import { courseCollectPaths } from './course/collect';
import { columnPaths } from './course/column';
import { coursePaths } from './course/course';
import { courseDiscussionPaths } from './course/discussion';
import { famousTeacherPaths } from './course/famousTeacher';
import { courseRatingPaths } from './course/rating';
import { courseStudyPaths } from './course/study';
import { subjectPaths } from './course/subject';
import { celaPaths } from './personal/cela';
import { certificatePaths } from './personal/certificate';
import { dispatchPaths } from './personal/dispatch';
import { examPaths } from './personal/exam';
import { letterPaths } from './personal/letter';
import { studyAnalysisPaths } from './personal/studyAnalysis';
import { studyCentrePaths } from './personal/studyCentre';
import { surveyPaths } from './personal/survey';
import { userExamPaths } from './personal/userExam';
import { yearStatisticsPaths } from './personal/yearStatistics';
import { articlePaths } from './portal/article';
import { bannerPaths } from './portal/banner';
import { bookPaths } from './portal/book';
import { educationBasePaths } from './portal/educationBase';
import { guidancePaths } from './portal/guidance';
import { helpPaths } from './portal/help';
import { honorPaths } from './portal/honor';
import { livePaths } from './portal/live';
import { postPaths } from './portal/post';
import { statisticsPaths } from './portal/statistics';
import { suggestPaths } from './portal/suggest';
import { taskPaths } from './portal/task';
import { tbtpPaths } from './portal/tbtp';
import { tbtpClassPaths } from './portal/tbtpClass';

/**
 * Every path of the contract in one place, so that whatever answers or overrides a call (the
 * fake's handlers, a story, a test's fault) names it through these maps and a path that no
 * call uses cannot be written. Client B (`/apiLive`) serves the live paths; client A
 * (`/pcApi/`) serves the rest.
 */
const pcApiPathMaps = [
  academyPaths,
  appInitPaths,
  captchaPaths,
  dictionaryPaths,
  logoutPaths,
  passwordPaths,
  smsPaths,
  ukeyPaths,
  userInfoPaths,
  yearLearnSummaryPaths,
  courseCollectPaths,
  columnPaths,
  coursePaths,
  courseDiscussionPaths,
  famousTeacherPaths,
  courseRatingPaths,
  courseStudyPaths,
  subjectPaths,
  celaPaths,
  certificatePaths,
  dispatchPaths,
  examPaths,
  letterPaths,
  studyAnalysisPaths,
  studyCentrePaths,
  surveyPaths,
  userExamPaths,
  yearStatisticsPaths,
  articlePaths,
  bannerPaths,
  bookPaths,
  educationBasePaths,
  guidancePaths,
  helpPaths,
  honorPaths,
  postPaths,
  statisticsPaths,
  suggestPaths,
  taskPaths,
  tbtpPaths,
  tbtpClassPaths,
  siteConfigPaths,
] as const;
const liveApiPathMaps = [livePaths] as const;

type PathOf<Map> = Map extends Readonly<Record<string, infer Path>> ? Path : never;

/** A path client A calls, after its `/pcApi/` prefix. */
export type PcApiPath = PathOf<(typeof pcApiPathMaps)[number]>;
/** A path client B calls, after its `/apiLive` prefix. */
export type LiveApiPath = PathOf<(typeof liveApiPathMaps)[number]>;
/** Any path the portal calls. */
export type ContractPath = PcApiPath | LiveApiPath;

const valuesOf = (maps: readonly Readonly<Record<string, string>>[]) => new Set(maps.flatMap((map) => Object.values(map)));
const pcApiPaths: ReadonlySet<string> = valuesOf(pcApiPathMaps);
const liveApiPaths: ReadonlySet<string> = valuesOf(liveApiPathMaps);

/** Which client calls a path, or undefined for a path the contract does not know. */
export function clientOfPath(path: string): 'pc' | 'live' | undefined {
  if (liveApiPaths.has(path)) return 'live';
  if (pcApiPaths.has(path)) return 'pc';
  return undefined;
}

/** Every path of the contract, client A's first. */
export const contractPaths: readonly ContractPath[] = [...pcApiPaths, ...liveApiPaths] as ContractPath[];

/** A call's path: a contract path, or one with a parameter after it (the dictionary's parent code). */
export type ContractCallPath = ContractPath | `${ContractPath}/${string}`;

/** Whether a call's path (after the client's prefix) is one the contract makes. */
export function isContractCallPath(path: string): path is ContractCallPath {
  return clientOfPath(path) !== undefined || clientOfPath(path.replace(/\/[^/]+$/, '')) !== undefined;
}
