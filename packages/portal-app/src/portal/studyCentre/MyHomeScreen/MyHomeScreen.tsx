import { classCardProps, courseCardProps, useMyCourses, useMyClasses, useSubSiteConfig, useUnreadLetterCount, useUserExams, useYearLearnSummary } from '@study-portal/api';
import { Card, CardCollection, ClassCard, CourseCard, formatDate, Loading, Skeleton } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { courseStudyAddress } from '../../courses/addresses';
import { useSession } from '../../../session';
import { resolveTenantProfile, yearHoursText } from '../../../tenants/profiles';
import { dueItems } from './dueItems';
import { YearHours } from './YearHours';
import { myHomeLinks, myHomeMessages as text } from './myHomeMessages';
import { classAddress } from '../../classes/addresses';

const Greeting = styled(Card).attrs({ element: 'section', padding: 'large' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--sp-space-4);

  & p {
    margin: var(--sp-space-2) 0 0;
    color: var(--sp-color-text-muted);
  }
`;

const Shortcuts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-flex;
    align-items: center;
    min-height: var(--sp-control-height);
    padding: 0 var(--sp-space-4);
    border: 1px solid var(--sp-color-primary);
    border-radius: var(--sp-radius-control);
    color: var(--sp-color-primary);
    text-decoration: none;
  }

  & a:hover {
    color: var(--sp-color-on-primary);
    background: var(--sp-color-primary);
  }
`;

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--sp-space-3);

  & a {
    color: var(--sp-color-primary);
  }
`;

const DueList = styled.ul`
  display: grid;
  gap: var(--sp-space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: var(--sp-space-2);
    padding: var(--sp-space-3) var(--sp-space-4);
    border: 1px solid var(--sp-color-border);
    border-radius: var(--sp-radius-control);
  }
  & a {
    color: var(--sp-color-primary);
  }
  & span {
    color: var(--sp-color-text-muted);
  }
`;

interface DueSectionProps {
  exams: ReturnType<typeof useUserExams>;
  classes: ReturnType<typeof useMyClasses>;
  unreadLetters: number;
}

/** What is due, once the learner's exams and classes have come. */
function DueSection({ exams, classes, unreadLetters }: DueSectionProps) {
  if (exams.error || classes.error) {
    return <LoadFailed what={text.due} height={120} onRetry={() => void Promise.all([exams.mutate(), classes.mutate()])} />;
  }
  if (!exams.data || !classes.data) {
    return (
      <Loading label={text.dueLoading}>
        <Skeleton shape="rect" height={120} />
      </Loading>
    );
  }
  const items = dueItems({ exams: exams.data.items, classes: classes.data.items, unreadLetters });
  if (items.length === 0) return <p>{text.nothingDue}</p>;
  return (
    <DueList>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href}>{item.text}</Link>
          {item.due && <span>{text.dueBy(formatDate(item.due, 'YYYY-MM-DD'))}</span>}
        </li>
      ))}
    </DueList>
  );
}

/**
 * /home: where a signed-in learner lands (docs/product/session.md#home-link, without the navigation bar
 * of 2.5). It answers what they come back for: how far they are with this year's hours, what
 * to go on with, their classes, and unread messages.
 */
export function MyHomeScreen({ year = new Date().getFullYear() }: { year?: number }) {
  const { user } = useSession();
  const signedIn = user.status === 'ready' ? user.user : undefined;
  const rule = resolveTenantProfile(useSubSiteConfig().data?.tenantId).hours;
  const hours = useYearLearnSummary(signedIn ? { idCardHash: signedIn.idCardHash, year } : null);
  const courses = useMyCourses({ page: 1, pageSize: 4, status: 'studying' });
  const classes = useMyClasses({ page: 1, pageSize: 3, status: 'ongoing' });
  const unread = useUnreadLetterCount();
  const exams = useUserExams({ page: 1, pageSize: 20 });

  // The sections under the due list wait for it: drawn earlier, they would be pushed down by
  // every entry it gains, under the learner's eyes.
  const settled = (read: { data?: unknown; error?: unknown }) => read.data !== undefined || Boolean(read.error);
  const dueSettled = settled(exams) && settled(classes) && settled(unread);

  return (
    <ScreenPage>
      <Greeting aria-labelledby="my-home-title">
        <div>
          <h1 id="my-home-title">{signedIn ? text.welcome(signedIn.name) : text.title}</h1>
          {signedIn?.orgName && <p>{signedIn.orgName}</p>}
          <p aria-live="polite">
            {hours.error
              ? text.hoursUnavailable
              : hours.data
                ? `${text.hoursOf(year)}${yearHoursText(hours.data, rule)}`
                : text.hoursLoading}
          </p>
          {!hours.error && <YearHours summary={hours.data} rule={rule} />}
        </div>
        <nav aria-label={text.shortcuts}>
          <Shortcuts>
            {myHomeLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>
                  {link.label}
                  {link.href === '/messageCenter' && unread.data ? `（${text.unread(unread.data)}）` : ''}
                </Link>
              </li>
            ))}
          </Shortcuts>
        </nav>
      </Greeting>

      <section aria-labelledby="my-home-due">
        <h2 id="my-home-due">{text.due}</h2>
        <DueSection exams={exams} classes={classes} unreadLetters={unread.data ?? 0} />
      </section>

      {dueSettled && (
        <>
          <section aria-labelledby="my-home-courses">
            <SectionHead>
              <h2 id="my-home-courses">{text.continueLearning}</h2>
              <Link to="/personalCenter">{text.allCourses}</Link>
            </SectionHead>
            {courses.error ? (
              <LoadFailed what="课程" height={160} onRetry={() => void courses.mutate()} />
            ) : (
              <CardCollection
                label={text.continueLearning}
                layout="grid"
                loading={!courses.data}
                skeletonCount={4}
                items={courses.data?.items ?? []}
                getKey={(course) => course.id}
                emptyText={text.noCourses}
                renderItem={(course) => (
                  <CourseCard
                    {...courseCardProps(course)}
                    // To pick a course up again the learner needs its name, teacher, hours and standing, not the rest.
                    showCourseDuration={undefined}
                    courseVisitor={undefined}
                    isFine={undefined}
                    // Straight back into the player (or the article), which resumes where the learner stopped.
                    href={courseStudyAddress(course)}
                    headingLevel={3}
                  />
                )}
              />
            )}
          </section>

          <section aria-labelledby="my-home-classes">
            <SectionHead>
              <h2 id="my-home-classes">{text.myClasses}</h2>
              <Link to="/classList">{text.allClasses}</Link>
            </SectionHead>
            {classes.error ? (
              <LoadFailed what="专题班" height={160} onRetry={() => void classes.mutate()} />
            ) : classes.data ? (
              <CardCollection
                label={text.myClasses}
                layout="grid"
                items={classes.data.items}
                getKey={(item) => item.tbtpId}
                emptyText={text.noClasses}
                renderItem={(item) => (
                  <ClassCard
                    {...classCardProps(item)}
                    enrolled
                    href={classAddress(item.tbtpId)}
                    headingLevel={3}
                  />
                )}
              />
            ) : (
              <Loading label={text.classesLoading}>
                <Skeleton shape="rect" height={160} />
              </Loading>
            )}
          </section>
        </>
      )}
    </ScreenPage>
  );
}
