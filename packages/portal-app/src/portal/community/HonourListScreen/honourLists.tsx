import { useLearningBranches, useLearningPioneers, type LearningBranch, type LearningPioneer } from '@study-portal/api';
import { Image } from '@study-portal/ui';
import styled from 'styled-components';
import { HonourListScreen, type HonourList } from './HonourListScreen';

// A name with its picture: a portrait for a person, a wider photograph for a branch.
const Named = styled.span`
  display: inline-flex;
  gap: var(--sp-space-3);
  align-items: center;

  & > :first-child {
    flex: none;
    width: 48px;
    border-radius: var(--sp-radius-control);
    overflow: hidden;
  }

  &[data-picture='wide'] > :first-child {
    width: 72px;
  }
`;

const Muted = styled.span`
  color: var(--sp-color-text-muted);
  overflow-wrap: anywhere;
`;

/** 学习先锋: the learners of the year, by hours. */
export const pioneerList: HonourList<LearningPioneer> = {
  name: '学习先锋',
  rankedBy: '年度学时',
  search: { fieldLabel: '姓名或单位', placeholder: '输入姓名或单位名称' },
  useList: useLearningPioneers,
  columns: [
    {
      key: 'name',
      title: '姓名',
      render: (pioneer) => (
        <Named>
          <Image src={pioneer.photo} alt="" ratio="3 / 4" />
          <span>{pioneer.name}</span>
        </Named>
      ),
    },
    { key: 'orgName', title: '所在单位' },
    { key: 'hours', title: '年度学时', align: 'right', render: (pioneer) => pioneer.hours },
    { key: 'motto', title: '学习感言', render: (pioneer) => <Muted>{pioneer.motto}</Muted> },
  ],
};

/** 学习型党支部: the party branches of the year, by their members' average hours. */
export const branchList: HonourList<LearningBranch> = {
  name: '学习型党支部',
  rankedBy: '人均学时',
  search: { fieldLabel: '支部或单位', placeholder: '输入党支部或单位名称' },
  useList: useLearningBranches,
  columns: [
    {
      key: 'branchName',
      title: '党支部',
      render: (branch) => (
        <Named data-picture="wide">
          <Image src={branch.picture} alt="" ratio="4 / 3" />
          <span>{branch.branchName}</span>
        </Named>
      ),
    },
    { key: 'orgName', title: '所属单位' },
    { key: 'memberCount', title: '党员人数', align: 'right', render: (branch) => branch.memberCount },
    { key: 'averageHours', title: '人均学时', align: 'right', render: (branch) => branch.averageHours },
    { key: 'intro', title: '支部简介', render: (branch) => <Muted>{branch.intro}</Muted> },
  ],
};

/** /peoplelists. */
export const PioneersScreen = ({ now }: { now?: Date }) => <HonourListScreen list={pioneerList} {...(now ? { now } : {})} />;

/** /branchlists. */
export const BranchesScreen = ({ now }: { now?: Date }) => <HonourListScreen list={branchList} {...(now ? { now } : {})} />;
