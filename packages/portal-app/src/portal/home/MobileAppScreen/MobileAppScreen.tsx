import { useSiteConfig, type AppVersion } from '@study-portal/api';
import { addressHref, Card, EmptyState, Image, Loading, Skeleton } from '@study-portal/ui';
import styled from 'styled-components';
import { Panel } from '../../shared/recordLayout';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';

const Apps = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-5);
  margin: 0;
  padding: 0;
  list-style: none;

  & h3 {
    margin: 0;
    font-size: var(--sp-font-size-title);
    overflow-wrap: anywhere;
  }

  /* Scanners need the code black on white, whatever the theme. */
  & [data-code] {
    width: 180px;
    padding: var(--sp-space-2);
    background: var(--sp-color-surface);
  }

  & a {
    color: var(--sp-color-primary);
  }

  & a:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }
`;

const AppEntry = styled(Card).attrs({ element: 'li', outlined: true })`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-2);
  align-items: center;
  width: 220px;
  text-align: center;
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.5em;
  line-height: 2;
`;

/** Where the QR picture itself can be opened full size, if its address is a safe one. */
function pictureAddress(app: AppVersion): string | undefined {
  return addressHref(app.qrCodeUrl);
}

function AppCode({ app }: { app: AppVersion }) {
  const picture = pictureAddress(app);
  const platform = app.type_dict || '移动';
  return (
    <AppEntry>
      <h3>{platform}客户端</h3>
      <div data-code="">
        <Image src={picture ?? null} alt={`${platform}客户端下载二维码`} ratio="1 / 1" loading="eager" />
      </div>
      <p>使用手机扫码下载</p>
      {picture && (
        <a href={picture} target="_blank" rel="noopener noreferrer">
          查看{platform}二维码大图
        </a>
      )}
    </AppEntry>
  );
}

/**
 * /startClient: the portal's mobile apps, one QR code per platform from the site configuration
 * (appVersionList), and how to start learning on the phone.
 */
export function MobileAppScreen() {
  const site = useSiteConfig();
  const apps = site.data?.appVersionList ?? [];
  const title = site.data?.webConfig.title;

  return (
    <ScreenPage>
      <h1>移动学习客户端</h1>
      <section aria-labelledby="client-download-title">
        <h2 id="client-download-title">扫码下载</h2>
        {site.error ? (
          <LoadFailed what="客户端信息" onRetry={() => void site.mutate()} />
        ) : !site.data ? (
          <Loading label="正在加载客户端信息">
            <Skeleton shape="rect" height={260} />
          </Loading>
        ) : apps.length === 0 ? (
          <EmptyState description="暂无可下载的客户端" />
        ) : (
          <Apps aria-label="各平台客户端">
            {apps.map((app, index) => (
              <AppCode key={`${app.type_dict}-${index}`} app={app} />
            ))}
          </Apps>
        )}
      </section>
      <section aria-labelledby="client-steps-title">
        <h2 id="client-steps-title">使用说明</h2>
        <Panel>
          <Steps>
            <li>用手机相机或微信扫描对应平台的二维码，按提示下载并安装客户端。</li>
            <li>打开客户端，使用{title ? `${title}的` : '平台'}账号和密码登录。</li>
            <li>登录后即可在手机上学习课程、参加专题班和考试，学时与电脑端共用一个账号累计。</li>
          </Steps>
        </Panel>
      </section>
    </ScreenPage>
  );
}
