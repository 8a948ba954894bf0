import { portalStorage, useStudyCentreConfig } from '@study-portal/api';
import { Loading, Skeleton, Tabs } from '@study-portal/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenPage } from '../../../components/ScreenPage';
import { availableTabs, tabOf, type StudyCentreTabKey } from './studyCentreTabs';

/** A tab's sections, spaced as the screen's own. */
const PanelBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-5);
`;

interface PanelProps {
  year: number;
}

// Each tab's code loads when the tab is first opened, so the study centre's own chunk stays small.
const panels: Record<StudyCentreTabKey, ComponentType<PanelProps>> = {
  overview: lazy(async () => ({ default: (await import('../overview/OverviewPanel')).OverviewPanel })),
  classes: lazy(async () => ({ default: (await import('../classes/ClassesPanel')).ClassesPanel })),
  courses: lazy(async () => ({ default: (await import('../courses/CoursesPanel')).CoursesPanel })),
  topics: lazy(async () => ({ default: (await import('../topics/TopicsPanel')).TopicsPanel })),
  certificates: lazy(async () => ({ default: (await import('../certificates/CertificatesPanel')).CertificatesPanel })),
  collections: lazy(async () => ({ default: (await import('../collections/CollectionsPanel')).CollectionsPanel })),
  exams: lazy(async () => ({ default: (await import('../exams/ExamsPanel')).ExamsPanel })),
  password: lazy(async () => ({ default: (await import('../password/PasswordPanel')).PasswordPanel })),
  statistics: lazy(async () => ({ default: (await import('../statistics/StatisticsPanel')).StatisticsPanel })),
  settings: lazy(async () => ({ default: (await import('../settings/SettingsPanel')).SettingsPanel })),
  dispatch: lazy(async () => ({ default: (await import('../dispatch/DispatchPanel')).DispatchPanel })),
  letters: lazy(async () => ({ default: (await import('../letters/LettersPanel')).LettersPanel })),
};

/**
 * /personalCenter: the learner's own area, one tab per `acativeId` (see studyCentreTabs). Without
 * one, the tab last chosen in this session opens, as the menu's stored active-id does (docs/product/study-centre.md#opening-a-tab).
 */
export function StudyCentreScreen({ year = new Date().getFullYear() }: { year?: number }) {
  const [params, setParams] = useSearchParams();
  const config = useStudyCentreConfig();
  const tabs = availableTabs(config.data);
  const tab = tabOf(params.get('acativeId') ?? portalStorage.activeId(), tabs);
  const Panel = panels[tab.key];

  return (
    <ScreenPage>
      <h1>学习中心</h1>
      <Tabs
        label="学习中心"
        overflow="scroll"
        items={tabs.map((item) => ({ value: item.id, label: item.label }))}
        value={tab.id}
        onChange={(id) => {
          portalStorage.setActiveId(id);
          // Arrow keys move through the tabs: replacing the entry keeps Back for leaving the centre.
          setParams({ acativeId: id }, { replace: true });
        }}
      >
        <Suspense
          fallback={
            <Loading label={`正在加载${tab.label}`}>
              <Skeleton shape="rect" height={240} />
            </Loading>
          }
        >
          <PanelBody>
            <Panel year={year} />
          </PanelBody>
        </Suspense>
      </Tabs>
    </ScreenPage>
  );
}
