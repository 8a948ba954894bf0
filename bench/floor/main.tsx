// The bench's floor (scripts/bench.mjs): the libraries the portal starts with (React, the data
// router, styled-components, SWR and ky) drawing a page of the home page's shape from the same
// demo backend, with none of our code. What the portal's screens cost beyond this is ours.
import ky from 'ky';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';
import useSWR, { SWRConfig } from 'swr';

interface Reply<T> {
  success: boolean;
  data: T;
}
interface Site {
  tenantId: string;
  webConfig: { title: string };
}
interface SubSite {
  webConfig: string;
}
interface Banner {
  id: string;
  title: string;
  imageUrl: string;
}
interface Notice {
  id: string;
  title: string;
  publishTime: string;
}
interface Course {
  id: string;
  name: string;
  teacher: string;
  courseCover: string;
}

const headers = { 'X-Requested-With': 'XMLHttpRequest', deviceId: 'pc', fingerprint: 'bench-floor', token: '' };
const api = ky.create({ prefix: '/pcApi/', headers, timeout: 20_000 });

// The portal's order: the two configurations first, the tenant's reads after them.
const configuration = Promise.all([
  api.post('api/portal/config').json<Reply<Site>>(),
  api.post('api/user/configure/new', { json: { ipPort: window.location.origin } }).json<Reply<SubSite>>(),
]);

async function read<T>([method, path, body]: [string, string, unknown?]): Promise<T> {
  const [site] = await configuration;
  const options = { headers: { tenantId: site.data.tenantId }, ...(body === undefined ? {} : { json: body }) };
  const reply = await (method === 'GET' ? api.get(path, options) : api.post(path, options)).json<Reply<T>>();
  if (!reply.success) throw new Error(path);
  return reply.data;
}

const Page = styled.div`
  font: 16px/1.5 system-ui, sans-serif;
  color: #1f2937;
`;
const Top = styled.header`
  background: #c50405;
  color: #fff;
  padding: 16px 24px;
`;
const Menu = styled.nav`
  display: flex;
  gap: 24px;
  padding: 12px 24px;
  background: #fff;
  a {
    color: #1f2937;
  }
`;
const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
`;
const BannerPicture = styled.img`
  width: 100%;
  aspect-ratio: 1200 / 360;
  display: block;
  border-radius: 8px;
`;
const Panel = styled.section`
  background: #fff;
  border-radius: 8px;
  margin-top: 16px;
  padding: 16px;
`;
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
`;
const Cover = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  display: block;
`;

const menu = [
  ['/index', '首页'],
  ['/commendIndex', '课程推荐'],
  ['/subjectList', '专题推荐'],
  ['/projectIndex', '网上专题班'],
  ['/specialReList', '专栏推荐'],
  ['/personalCenter', '学习中心'],
];

function Frame() {
  const { data: site } = useSWR('site', () => configuration.then(([reply]) => reply.data));
  return (
    <Page>
      <Top>
        <h1>{site?.webConfig.title ?? ''}</h1>
      </Top>
      <Menu aria-label="主菜单">
        {menu.map(([href, label]) => (
          <Link key={href} to={href}>
            {label}
          </Link>
        ))}
      </Menu>
      <Main>
        <Outlet />
      </Main>
    </Page>
  );
}

function Home() {
  const { data: banners } = useSWR<Banner[]>(['POST', 'api/portal/banner'], read);
  const { data: notices } = useSWR<Notice[]>(['GET', 'api/portal/article/queryTop'], read);
  const { data: courses } = useSWR<Course[]>(['POST', 'api/portal/course/recommend', { batch: 0 }], read);
  const first = banners?.[0];
  return (
    <>
      {first ? <BannerPicture src={first.imageUrl} alt={first.title} /> : null}
      <Panel aria-label="通知公告">
        <h2>通知公告</h2>
        <ul>
          {notices?.map((notice) => (
            <li key={notice.id}>
              {notice.title} <time>{notice.publishTime.slice(0, 10)}</time>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel aria-label="课程推荐">
        <h2>课程推荐</h2>
        <Cards>
          {courses?.map((course) => (
            <li key={course.id}>
              <Cover src={course.courseCover} alt="" />
              <h3>{course.name}</h3>
              <p>{course.teacher}</p>
            </li>
          ))}
        </Cards>
      </Panel>
    </>
  );
}

const router = createBrowserRouter([{ element: <Frame />, children: [{ path: '*', element: <Home /> }] }]);

createRoot(document.getElementById('root')!).render(
  <SWRConfig value={{ revalidateOnFocus: false }}>
    <RouterProvider router={router} />
  </SWRConfig>,
);
