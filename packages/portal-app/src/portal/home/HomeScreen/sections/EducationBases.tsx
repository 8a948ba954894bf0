import { useEducationBases } from '@study-portal/api';
import { Button, CardCollection, Tag } from '@study-portal/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../../components/LoadFailed';
import { InfoCard } from './InfoCard';
import { SectionPlaceholder } from '../SectionPlaceholder';
import { homeCardCount, sectionShapes } from '../sectionShapes';

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: var(--sp-space-4);
`;

/**
 * The party-spirit education bases (EDUCATION_BASE_SHOW). There is no list page for them, so
 * the section shows one row and opens the rest in place.
 */
export function EducationBases() {
  const bases = useEducationBases();
  const [all, setAll] = useState(false);
  if (bases.error) return <LoadFailed what="教育基地" height={320} onRetry={() => void bases.mutate()} />;
  if (!bases.data) return <SectionPlaceholder shape={sectionShapes.educationBases} withControls announce />;
  const items = bases.data;
  return (
    <>
      <CardCollection
        items={all ? items : items.slice(0, homeCardCount)}
        getKey={(base) => base.id}
        renderItem={(base) => (
          <InfoCard
            title={base.name}
            cover={base.picture}
            facts={[
              ['地址', base.address],
              ['开放时间', base.openHours],
              ['电话', base.telephone],
            ]}
            text={base.intro}
            footer={base.level ? <Tag tone="primary">{base.level}</Tag> : undefined}
          />
        )}
      />
      {items.length > homeCardCount && (
        <More>
          <Button aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? '收起' : `查看全部${items.length}个基地`}
          </Button>
        </More>
      )}
    </>
  );
}
