import { useCertificateStatistics, useCreateCollegeCertificate, useMyCertificates, useStudyCentreConfig, type Certificate, type CertificateKind } from '@study-portal/api';
import { Button, Figure, Figures, FormItem, Loading, Pagination, Select, Skeleton, Table, type TableColumn, Tabs, Tag, useToast } from '@study-portal/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { hoursText } from '../shared/hoursText';
import { CertificateDialog } from './CertificateDialog';

type KindFilter = 'all' | CertificateKind;

const kindFilters: Array<{ value: KindFilter; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'college', label: '学院证书' },
  { value: 'class', label: '结业证书' },
];

const kindLabel: Record<CertificateKind, string> = { college: '学院证书', class: '结业证书' };

const pageSize = 10;

const CreateRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--sp-space-3);

  & > :first-child {
    min-width: 240px;
  }

  & > p {
    flex-basis: 100%;
    margin: 0;
    color: var(--sp-color-text-muted);
  }
`;

/** The year a certificate is first offered for: last year, when its hours are complete. */
function defaultYear(years: readonly number[], currentYear: number): string {
  return String(years.find((year) => year < currentYear) ?? years[0] ?? currentYear);
}

/** 我的证书: the honour roll's counters, creating the year's college certificate, and the list. */
export function CertificatesPanel({ year: thisYear }: { year: number }) {
  const toast = useToast();
  const config = useStudyCentreConfig();
  const statistics = useCertificateStatistics();
  const create = useCreateCollegeCertificate();
  const [kind, setKind] = useState<KindFilter>('all');
  const [page, setPage] = useState(1);
  const certificates = useMyCertificates({ page, pageSize, ...(kind === 'all' ? {} : { kind }) });
  const [chosenYear, setChosenYear] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Certificate | null>(null);

  const years = config.data?.years ?? [];
  const year = chosenYear ?? defaultYear(years, config.data?.currentYear ?? thisYear);

  const createCertificate = async () => {
    setCreating(true);
    try {
      const certificate = await create({ year: Number(year) });
      toast.success(`已生成${certificate.year}年度学院证书`);
      setShown(certificate);
    } catch {
      // Refusals (hours short, already issued) arrive as the server's message through the app's failure notifier.
    } finally {
      setCreating(false);
    }
  };

  const columns: TableColumn<Certificate>[] = [
    { key: 'name', title: '证书名称' },
    { key: 'kind', title: '类型', render: (row) => <Tag tone={row.kind === 'college' ? 'primary' : 'info'}>{kindLabel[row.kind]}</Tag> },
    { key: 'year', title: '年度', align: 'right' },
    { key: 'number', title: '证书编号' },
    { key: 'issueDate', title: '颁发日期' },
    { key: 'hours', title: '学时', align: 'right', render: (row) => hoursText(row.hours) },
    {
      key: 'action',
      title: '操作',
      align: 'center',
      render: (row) => (
        <Button size="small" aria-label={`查看${row.name}`} onClick={() => setShown(row)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <>
      <section aria-labelledby="certificates-figures-title">
        <h2 id="certificates-figures-title">证书概况</h2>
        {statistics.error ? (
          <LoadFailed what="证书统计" height={120} onRetry={() => void statistics.mutate()} />
        ) : statistics.data ? (
          <Figures>
            <Figure label="证书总数" value={statistics.data.total} />
            <Figure label="学院证书" value={statistics.data.collegeCount} />
            <Figure label="结业证书" value={statistics.data.classCount} />
            <Figure label="结业证书学时" value={hoursText(statistics.data.hourSum)} />
            <Figure label="最近颁发" value={statistics.data.latestIssueDate ?? '—'} />
          </Figures>
        ) : (
          <Loading label="正在加载证书统计">
            <Skeleton shape="rect" height={80} />
          </Loading>
        )}
      </section>
      <section aria-labelledby="certificates-create-title">
        <h2 id="certificates-create-title">申请学院证书</h2>
        <CreateRow>
          {config.error ? (
            <LoadFailed what="证书年度" height={120} onRetry={() => void config.mutate()} />
          ) : config.data ? (
            <>
              <FormItem label="证书年度">
                <Select options={years.map((item) => ({ value: String(item), label: `${item}年度` }))} value={year} onChange={setChosenYear} />
              </FormItem>
              <Button variant="primary" loading={creating} onClick={() => void createCertificate()}>
                生成证书
              </Button>
            </>
          ) : (
            <Loading label="正在加载证书年度">
              <Skeleton shape="rect" height={40} />
            </Loading>
          )}
          <p>年度学时达到要求后可生成当年的学院证书，每年一份。</p>
        </CreateRow>
      </section>
      <section aria-labelledby="certificates-list-title">
        <h2 id="certificates-list-title">证书列表</h2>
        <Tabs
          label="按类型筛选证书"
          items={kindFilters}
          value={kind}
          onChange={(value) => {
            setKind(value as KindFilter);
            setPage(1);
          }}
        >
          {certificates.error ? (
            <LoadFailed what="证书" onRetry={() => void certificates.mutate()} />
          ) : (
            <>
              <Table caption="我的证书" captionHidden columns={columns} rows={certificates.data?.items ?? []} rowKey="id" loading={!certificates.data} />
              {certificates.data && (
                <Pagination page={page} pageSize={pageSize} total={certificates.data.total} hideOnSinglePage label="证书分页" onChange={(next) => setPage(next)} />
              )}
            </>
          )}
        </Tabs>
      </section>
      <CertificateDialog certificate={shown} onClose={() => setShown(null)} />
    </>
  );
}
