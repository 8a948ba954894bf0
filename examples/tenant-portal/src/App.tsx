import { courseCardProps, useNotices, useRecommendedCourses } from '@study-portal/api';
import {
  CardCollection,
  CourseCard,
  EmptyState,
  Footer,
  Header,
  LinkProvider,
  Loading,
  PhoneHeader,
  PortalLayout,
  readAddress,
  TopMenu,
  useBreakpoint,
  type LinkComponentProps,
  type TopMenuEntry,
} from '@study-portal/ui';

const menu: readonly TopMenuEntry[] = [
  { kind: 'link', id: 'home', label: '首页', href: '/' },
  { kind: 'link', id: 'courses', label: '课程中心', href: '/#courses' },
  { kind: 'link', id: 'notices', label: '通知公告', href: '/#notices' },
];

/**
 * The academy's links, given to the kit once: it has no router, so its own pages load as usual,
 * and another site opens in a new tab.
 */
function AcademyLink(props: LinkComponentProps) {
  const otherSite = /^https?:/i.test(props.href) && readAddress(props.href).kind === 'external';
  return otherSite ? <a target="_blank" rel="noopener noreferrer" {...props} /> : <a {...props} />;
}

export interface AppProps {
  /** The academy's name, from its site configuration. */
  title: string;
}

/** The example academy's home page: its frame, recommended courses and latest notices. */
export function App({ title }: AppProps) {
  const Banner = useBreakpoint() === 'mobile' ? PhoneHeader : Header;
  return (
    <LinkProvider component={AcademyLink}>
      <PortalLayout
        header={<Banner title={title} homeHref="/" onSearch={(keyword) => window.location.assign(`/?keyword=${encodeURIComponent(keyword)}`)} />}
        navigation={<TopMenu entries={menu} activeId="home" />}
        footer={<Footer lines={['主办单位：示例干部学院', '本页由 @study-portal/ui 与 @study-portal/api 搭建']} />}
      >
        <RecommendedCourses />
        <LatestNotices />
      </PortalLayout>
    </LinkProvider>
  );
}

function RecommendedCourses() {
  const { data, error, isLoading } = useRecommendedCourses();
  return (
    <section id="courses" aria-labelledby="courses-heading">
      <h1 id="courses-heading">推荐课程</h1>
      {error ? (
        <EmptyState kind="noData" />
      ) : (
        <CardCollection
          items={data ?? []}
          loading={isLoading}
          getKey={(course) => course.id}
          renderItem={(course) => <CourseCard {...courseCardProps(course)} href={`/course?id=${encodeURIComponent(course.id)}`} />}
        />
      )}
    </section>
  );
}

function LatestNotices() {
  const { data } = useNotices({ page: 1, pageSize: 5 });
  return (
    <section id="notices" aria-labelledby="notices-heading">
      <h2 id="notices-heading">通知公告</h2>
      {!data ? <Loading label="正在加载通知公告" /> : null}
      {data && data.items.length === 0 ? <EmptyState kind="noContent" /> : null}
      <ul>
        {data?.items.map((notice) => (
          <li key={notice.id}>
            {notice.title}
            {notice.publishTime ? <time dateTime={notice.publishTime.slice(0, 10)}> {notice.publishTime.slice(0, 10)}</time> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
