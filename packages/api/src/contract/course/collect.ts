import type { ApiClient } from '../../client/createApiClient';
import { readData, v } from '../schema';
import { useApiWrite } from '../swr';
import { studyCentrePaths } from '../personal/studyCentre';
import { coursePaths } from './course';

/**
 * Collecting a course (docs/product/study-centre.md#personal-area-calls: the path; [A] the payload and reply). The personal area lists
 * the collection (`queryMyCollect`), so a toggle revalidates that list too.
 */
export const courseCollectPaths = {
  toggle: 'api/portal/collect/toggleCollect',
} as const;

/** The learner's new state after a toggle [A]. */
export const CourseCollectSchema = v.looseObject({
  isCollected: v.boolean(),
});
export type CourseCollect = v.InferOutput<typeof CourseCollectSchema>;

/** POST api/portal/collect/toggleCollect: collects or uncollects for the signed-in learner. */
export async function toggleCourseCollect(client: ApiClient, request: { courseId: string }): Promise<CourseCollect> {
  return readData(await client.post(courseCollectPaths.toggle, { courseId: request.courseId }), CourseCollectSchema, courseCollectPaths.toggle);
}

export const useToggleCourseCollect = () =>
  useApiWrite((clients, request: { courseId: string }) => toggleCourseCollect(clients.pc, request), [
    coursePaths.detail,
    studyCentrePaths.myCollect,
  ]);
