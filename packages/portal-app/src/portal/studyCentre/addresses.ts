import { pageAddress, type AddressParam } from '../shared/address';

/** The study centre and the learner's own records (docs/product/routes.md#study-centre). */
export const studyCentrePagePaths = {
  myHome: '/home',
  studyCentre: '/personalCenter',
  yearReport: '/personalYearStuday',
  yearReportDetail: '/personalYearStudayXJ',
  letters: '/messageCenter',
  learningFiles: '/learningFiles',
} as const;

/** A study-centre tab; the legacy parameter keeps its misspelling (docs/product/study-centre.md#tabs). */
export const studyCentreTabAddress = (acativeId: string, params: Readonly<Record<string, AddressParam>> = {}): string =>
  pageAddress(studyCentrePagePaths.studyCentre, { acativeId, ...params });

export const yearReportAddress = (year: number): string => pageAddress(studyCentrePagePaths.yearReport, { year });

export const yearReportDetailAddress = (year: number): string => pageAddress(studyCentrePagePaths.yearReportDetail, { year });

/** The letter centre, opened on one letter when there is one. */
export const letterAddress = (id?: string): string => pageAddress(studyCentrePagePaths.letters, { id });
