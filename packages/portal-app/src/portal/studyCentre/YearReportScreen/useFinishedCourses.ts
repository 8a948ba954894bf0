import { fetchMyCourses, readAllPages, studyCentrePaths, useApiRead } from '@study-portal/api';

/**
 * The courses the learner finished in a year, in the order finished, for the itemised
 * statement. The list is paged and not filtered by year on the server, so every page of
 * finished courses is read. Keyed under the course list's path, so what refreshes that list
 * refreshes this too.
 */
export function useFinishedCoursesOfYear(year: number | null) {
  return useApiRead(year === null ? null : [studyCentrePaths.myCourses, { finishedInYear: year }], async ({ pc }) => {
    const finished = await readAllPages((page) => fetchMyCourses(pc, { ...page, status: 'finished' }));
    return finished.items
      .filter((course) => (course.finishTime ?? '').startsWith(`${year}-`))
      .sort((a, b) => String(a.finishTime).localeCompare(String(b.finishTime)));
  });
}
