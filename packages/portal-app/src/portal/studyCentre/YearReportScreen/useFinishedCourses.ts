import { fetchMyCourses, studyCentrePaths, useApiRead, type MyCourse } from '@study-portal/api';

/** The most the course list gives per page. */
const pageSize = 100;

/**
 * The courses the learner finished in a year, in the order finished, for the itemised
 * statement. The list is paged and not filtered by year on the server, so every page of
 * finished courses is read. Keyed under the course list's path, so what refreshes that list
 * refreshes this too.
 */
export function useFinishedCoursesOfYear(year: number | null) {
  return useApiRead(year === null ? null : [studyCentrePaths.myCourses, { finishedInYear: year }], async ({ pc }) => {
    const finished: MyCourse[] = [];
    for (let page = 1; ; page += 1) {
      const reply = await fetchMyCourses(pc, { page, pageSize, status: 'finished' });
      finished.push(...reply.items);
      if (reply.items.length < pageSize || finished.length >= reply.total) break;
    }
    return finished
      .filter((course) => (course.finishTime ?? '').startsWith(`${year}-`))
      .sort((a, b) => String(a.finishTime).localeCompare(String(b.finishTime)));
  });
}
