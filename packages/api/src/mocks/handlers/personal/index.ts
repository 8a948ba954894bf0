import type { RequestHandler } from 'msw';
import type { MockDb } from '../../core/mockDb';
import { celaHandlers } from './cela';
import { certificateHandlers } from './certificate';
import { dispatchHandlers } from './dispatch';
import { examHandlers } from './exam';
import { letterHandlers } from './letter';
import { studyAnalysisHandlers } from './studyAnalysis';
import { studyCentreHandlers } from './studyCentre';
import { surveyHandlers } from './survey';
import { userExamHandlers } from './userExam';
import { yearStatisticsHandlers } from './yearStatistics';

export const personalHandlers = (db: MockDb): RequestHandler[] => [
  ...studyCentreHandlers(db),
  ...studyAnalysisHandlers(db),
  ...dispatchHandlers(db),
  ...yearStatisticsHandlers(db),
  ...certificateHandlers(db),
  ...userExamHandlers(db),
  ...examHandlers(db),
  ...surveyHandlers(db),
  ...letterHandlers(db),
  ...celaHandlers(db),
];
