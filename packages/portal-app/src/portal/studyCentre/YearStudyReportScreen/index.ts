export { YearStudyDetailScreen, YearStudyReportScreen } from './YearStudyReportScreen';
