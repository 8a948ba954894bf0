import { parseSubSiteWebConfig, useSiteStatistics, useSiteConfig, useSubSiteConfig } from '@study-portal/api';
import { Button, Card, formatCount } from '@study-portal/ui';
import styled from 'styled-components';
import { useSession } from '../../../session';

const Welcome = styled(Card).attrs({ element: 'section' })`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-4);
  padding: var(--sp-space-6) var(--sp-space-5);

  & h1 {
    margin: 0;
    font-size: var(--sp-font-size-large);
  }

  & p {
    margin: 0;
    color: var(--sp-color-text-muted);
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: var(--sp-space-4);
  margin: 0;

  & div {
    padding: var(--sp-space-3);
    border: 1px solid var(--sp-color-border);
    border-radius: var(--sp-radius-card);
  }

  & dt {
    color: var(--sp-color-text-muted);
  }

  & dd {
    margin: 0;
    color: var(--sp-color-primary);
    font-size: var(--sp-font-size-large);
    font-weight: 700;
  }
`;

export interface PublicWelcomeProps {
  /** Starts the single sign-on. */
  onLogin: () => void;
}

/**
 * /public: the portal's open front page, where visitors land and where a signed-in user
 * without the learner role is sent (docs/product/session.md#home-link, docs/product/session.md#route-guard): what the site is, how much it offers,
 * and the way in.
 */
export function PublicWelcome({ onLogin }: PublicWelcomeProps) {
  const site = useSiteConfig();
  const subSite = useSubSiteConfig();
  const statistics = useSiteStatistics();
  const title = site.data?.webConfig.title ?? '';
  const description = parseSubSiteWebConfig(subSite.data?.webConfig ?? undefined).description;

  return (
    <Welcome aria-labelledby="public-title">
      <h1 id="public-title">{title ? `欢迎访问${title}` : '欢迎访问'}</h1>
      {description && <p>{description}</p>}
      {statistics.data && (
        <Figures aria-label="平台概况">
          <div>
            <dt>注册学员</dt>
            <dd>{formatCount(statistics.data.learnerCount)}</dd>
          </div>
          <div>
            <dt>在线课程</dt>
            <dd>{formatCount(statistics.data.courseCount)}</dd>
          </div>
          <div>
            <dt>本年度累计学时</dt>
            <dd>{formatCount(statistics.data.hoursThisYear)}</dd>
          </div>
        </Figures>
      )}
      <p>登录后即可学习课程、报名网上专题班并查看学习档案。</p>
      <div>
        <Button variant="primary" onClick={onLogin}>
          学员登录
        </Button>
      </div>
    </Welcome>
  );
}

export function PublicScreen() {
  const { login } = useSession();
  return <PublicWelcome onLogin={login} />;
}
