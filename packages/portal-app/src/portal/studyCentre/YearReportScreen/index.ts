export { YearReportDetailScreen, YearReportScreen } from './YearReportScreen';
