import { Button, Card, Input, Tabs } from '@study-portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenPage } from '../../../components/ScreenPage';
import { readSearchQuery, searchQueryParams, searchTypes, type SearchQuery, type SearchType } from './searchQuery';
import { typedResults } from './TypedResults';

const Title = styled.h1`
  overflow-wrap: anywhere;
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-4);
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-2);

  & > label {
    font-weight: 600;
  }
  & > div:first-of-type {
    flex: 1 1 240px;
    max-width: 480px;
  }
`;

function KeywordForm({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const [draft, setDraft] = useState(keyword);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Form role="search" aria-label="站内搜索" onSubmit={submit}>
      <label htmlFor={inputId}>关键词</label>
      <Input
        id={inputId}
        type="search"
        name="k"
        value={draft}
        clearable
        placeholder="请输入关键词"
        onChange={(event) => setDraft(event.target.value)}
        onClear={() => onSearch('')}
      />
      <Button type="submit" variant="primary">
        搜索
      </Button>
    </Form>
  );
}

/**
 * /search?k=&t=: the site search (docs/product/frame.md#search-box). The keyword, the type and the page live in the
 * address, so a search can be bookmarked, shared and gone back to; changing any of them
 * rewrites it.
 */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const query = readSearchQuery(params);
  const go = (next: SearchQuery) => setParams(searchQueryParams(next));
  const Results = typedResults[query.type];

  return (
    <ScreenPage>
      <Title>{query.keyword ? `搜索“${query.keyword}”` : '站内搜索'}</Title>
      <Panel>
        {/* Keyed by the keyword, so going back in history shows that search's keyword in the box. */}
        <KeywordForm key={query.keyword} keyword={query.keyword} onSearch={(keyword) => go({ ...query, keyword, page: 1 })} />
        <Tabs
          label="搜索范围"
          items={searchTypes.map((type) => ({ value: type.value, label: type.label }))}
          value={query.type}
          onChange={(type) => go({ ...query, type: type as SearchType, page: 1 })}
        >
          <Results keyword={query.keyword} page={query.page} onPage={(page) => go({ ...query, page })} />
        </Tabs>
      </Panel>
    </ScreenPage>
  );
}
