import { useSearchParams } from 'react-router-dom';

/**
 * The course id of a study or share address: `?id=`, or `?courseId=` as older share links and
 * QR codes carry it.
 */
export function useCourseParam(): string {
  const [params] = useSearchParams();
  return (params.get('id') ?? params.get('courseId') ?? '').trim();
}
