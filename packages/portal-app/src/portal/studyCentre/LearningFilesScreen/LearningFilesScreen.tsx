import { useAllMyCertificates, useStudyCentreConfig, type Certificate, type YearHoursSummary } from '@study-portal/api';
import { EmptyState, Loading, Skeleton, Table, type TableColumn, Tag } from '@study-portal/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { hoursFigures } from '../StudyCentreScreen/HoursOverview';
import { AllYearsSummary } from '../shared/AllYearsSummary';
import { yearReportAddress, yearReportDetailAddress } from '../addresses';
import { hoursText } from '../shared/hoursText';
import { TextLink } from '../shared/TextLink';
import { useHoursRule } from '../shared/useHoursRule';
import { useYearSummaries } from './useYearSummaries';

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--sp-space-1) var(--sp-space-3);
`;

/** One row per year: the hours the tenant counts, whether the year was met, its college certificate and statements. */
function YearArchive() {
  const rule = useHoursRule();
  const config = useStudyCentreConfig();
  const summaries = useYearSummaries(config.data?.years);
  const certificates = useAllMyCertificates({ kind: 'college' });
  const error = config.error ?? summaries.error;
  if (error) {
    return (
      <LoadFailed
        what="年度学时"
        onRetry={() => {
          void config.mutate();
          void summaries.mutate();
        }}
      />
    );
  }
  if (!summaries.data) {
    return (
      <Loading label="正在加载年度学时">
        <Skeleton shape="rect" height={200} />
      </Loading>
    );
  }
  if (summaries.data.length === 0) return <EmptyState description="暂无年度学习记录" />;

  const certificateOf = (year: number): Certificate | undefined => certificates.data?.items.find((item) => item.year === year);
  const figuresOf = (summary: YearHoursSummary) => hoursFigures(summary, rule);
  const columns: TableColumn<YearHoursSummary>[] = [
    { key: 'year', title: '年度', render: (row) => `${row.year}年度` },
    ...figuresOf(summaries.data[0]!).map(
      (figure, index): TableColumn<YearHoursSummary> => ({
        key: `figure-${index}`,
        title: `${figure.label}（已完成 / 要求）`,
        align: 'right',
        render: (row) => {
          const own = figuresOf(row)[index]!;
          return `${hoursText(own.earned)} / ${hoursText(own.required)}`;
        },
      }),
    ),
    {
      key: 'met',
      title: '完成情况',
      render: (row) =>
        figuresOf(row).every((figure) => figure.earned >= figure.required) ? <Tag tone="success">已达标</Tag> : <Tag tone="warning">未达标</Tag>,
    },
    {
      key: 'certificate',
      title: '学院证书',
      render: (row) => {
        const certificate = certificateOf(row.year ?? 0);
        return certificate ? certificate.number : certificates.data ? '未生成' : '…';
      },
    },
    {
      key: 'statements',
      title: '学习报告',
      render: (row) => (
        <Links>
          <TextLink to={yearReportAddress(row.year ?? 0)} aria-label={`${row.year}年度学习报告`}>
            报告
          </TextLink>
          <TextLink to={yearReportDetailAddress(row.year ?? 0)} aria-label={`${row.year}年度学习明细`}>
            明细
          </TextLink>
        </Links>
      ),
    },
  ];
  return <Table caption="各年度学时与证书" captionHidden columns={columns} rows={summaries.data} rowKey={(row) => String(row.year)} />;
}

/** /learningFiles: the learner's archive, all years' hours and each year's statements. */
export function LearningFilesScreen() {
  return (
    <ScreenPage>
      <h1>学习档案</h1>
      <section aria-labelledby="files-summary-title">
        <h2 id="files-summary-title">学习概况</h2>
        <AllYearsSummary what="学习档案" />
      </section>
      <section aria-labelledby="files-years-title">
        <h2 id="files-years-title">年度学时档案</h2>
        <YearArchive />
      </section>
    </ScreenPage>
  );
}
