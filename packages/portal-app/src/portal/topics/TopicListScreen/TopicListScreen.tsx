import { topicCardProps, useTopics, type SubjectSummary } from '@study-portal/api';
import { Button, CardCollection, EmptyState, Input, Pagination, TopicCard, VisuallyHidden } from '@study-portal/ui';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { readPage, withPage } from '../../shared/pageAddress';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { topicAddress } from '..';

/** Topics a page shows: two rows of four on a wide screen. */
export const subjectListPageSize = 8;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-3);

  & label {
    font-weight: 600;
  }

  & > span {
    flex: 0 1 320px;
    min-width: 200px;
  }
`;

/** The address's query for a search: the keyword as `q` (the header's search owns `k`), back to the first page. */
export function searchParamsFor(keyword: string): URLSearchParams {
  const trimmed = keyword.trim();
  return new URLSearchParams(trimmed ? { q: trimmed } : {});
}

/** /subjectList: every special topic, newest first, a page at a time, searchable by name. */
export function TopicListScreen() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const page = readPage(params);
  const subjects = useTopics({ page, pageSize: subjectListPageSize, keyword });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(searchParamsFor(String(new FormData(event.currentTarget).get('q') ?? '')));
  };

  return (
    <ScreenPage>
      <h1>专题推荐</h1>
      <SearchForm role="search" aria-label="搜索专题" onSubmit={search}>
        <label htmlFor="subject-keyword">专题名称</label>
        {/* Keyed by the searched keyword, so the back button puts the field back as well. */}
        <Input
          key={keyword}
          id="subject-keyword"
          name="q"
          type="search"
          defaultValue={keyword}
          placeholder="请输入专题名称"
          clearable
          onClear={() => setParams(searchParamsFor(''))}
        />
        <Button type="submit" variant="primary" action="query" />
      </SearchForm>
      <section aria-labelledby="subjects-title">
        <h2 id="subjects-title">{keyword ? `“${keyword}”的搜索结果` : '全部专题'}</h2>
        {subjects.error ? (
          <LoadFailed what="专题" onRetry={() => void subjects.mutate()} />
        ) : (
          <>
            {subjects.data && <VisuallyHidden role="status">共 {subjects.data.total} 个专题</VisuallyHidden>}
            {subjects.data && subjects.data.items.length === 0 && keyword ? (
              <EmptyState kind="noData">
                <Button onClick={() => setParams(searchParamsFor(''))}>查看全部专题</Button>
              </EmptyState>
            ) : (
              <CardCollection<SubjectSummary>
                loading={!subjects.data}
                skeletonCount={subjectListPageSize}
                items={subjects.data?.items ?? []}
                getKey={(subject) => subject.id}
                renderItem={(subject) => (
                  <TopicCard href={topicAddress(subject.id)} {...topicCardProps(subject)} />
                )}
              />
            )}
            {subjects.data && (
              <Pagination
                label="专题分页"
                page={page}
                pageSize={subjectListPageSize}
                total={subjects.data.total}
                hideOnSinglePage
                onChange={(next) => setParams(withPage(params, next))}
              />
            )}
          </>
        )}
      </section>
    </ScreenPage>
  );
}
