import type { PortalArticleSummary } from '@study-portal/api';
import { formatCount, formatDate } from '@study-portal/ui';
import styled from 'styled-components';
import { EntryList, type Entry } from '../../../components/EntryList';
import { noticeAddress } from '../addresses';

// The panel around the list already spaces its top.
const Notices = styled(EntryList)`
  & > li:first-child {
    padding-top: 0;
  }
`;

const noticeEntry = (notice: PortalArticleSummary): Entry => ({
  id: notice.id,
  title: notice.title,
  href: noticeAddress(notice.id),
  tags: notice.typeName ? [notice.typeName] : [],
  facts: [
    ['发布时间', notice.publishTime ? formatDate(notice.publishTime, 'YYYY-MM-DD') : undefined],
    ['来源', notice.source],
    ['浏览', formatCount(notice.views ?? 0)],
  ],
  summary: notice.summary,
});

/** A page of notices: title (to its page), type, date, source and reads, and the opening lines. */
export function NoticeList({ notices }: { notices: readonly PortalArticleSummary[] }) {
  return <Notices entries={notices.map(noticeEntry)} titleStyle="plain" />;
}
