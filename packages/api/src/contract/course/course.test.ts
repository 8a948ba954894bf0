import { describe, expect, it } from 'vitest';
import { demoLectures } from '../../mocks/fixtures/course/lectures';
import { useContractBackend } from '../../testing/contractServer';
import {
  courseCategoryRootNames,
  courseHasInClassTest,
  fetchCourseCategories,
  fetchCourseDetail,
  fetchCoursesByCategory,
  fetchRecommendedCourses,
  findCourseCategoryRoot,
  isCourseCompleted,
  toggleCourseLike,
} from './course';

describe('course contract', () => {
  const backend = useContractBackend();

  it('recommends three courses and rotates through the pool batch by batch', async () => {
    const first = await fetchRecommendedCourses(backend.clients.pc);
    const second = await fetchRecommendedCourses(backend.clients.pc, { batch: 1 });
    expect(first).toHaveLength(3);
    expect(second).toHaveLength(3);
    expect(first.map((course) => course.name)).toContain('习近平新时代中国特色社会主义思想概论');
    expect(second.map((course) => course.id)).not.toEqual(first.map((course) => course.id));
  });

  it('serves the category tree with the literacy and arts roots', async () => {
    const tree = await fetchCourseCategories(backend.clients.pc);
    const literacy = findCourseCategoryRoot(tree, courseCategoryRootNames.comprehensiveLiteracy);
    const arts = findCourseCategoryRoot(tree, courseCategoryRootNames.literaryArts);
    expect(literacy?.children.length).toBeGreaterThan(0);
    expect(arts?.children.length).toBeGreaterThan(0);
    expect(tree.every((root) => root.name !== '')).toBe(true);
  });

  it('pages courses of a root category and everything below it, newest first', async () => {
    const tree = await fetchCourseCategories(backend.clients.pc);
    const literacy = findCourseCategoryRoot(tree, courseCategoryRootNames.comprehensiveLiteracy)!;
    const first = await fetchCoursesByCategory(backend.clients.pc, { categoryId: literacy.id, page: 1, pageSize: 4 });
    const second = await fetchCoursesByCategory(backend.clients.pc, { categoryId: literacy.id, page: 2, pageSize: 4 });
    expect(first.total).toBe(6);
    expect(first.items).toHaveLength(4);
    expect(second.items).toHaveLength(2);
    expect(first.items.map((course) => course.name)).toContain('领导干部心理健康');
    const dates = [...first.items, ...second.items].map((course) => course.publishDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages every course when no category is given, and filters by keyword and 精品', async () => {
    const all = await fetchCoursesByCategory(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.items).toHaveLength(10);
    const found = await fetchCoursesByCategory(backend.clients.pc, { keyword: '数字政府', page: 1, pageSize: 10 });
    expect(found.items.map((course) => course.id)).toEqual(['c15']);
    const fine = await fetchCoursesByCategory(backend.clients.pc, { fineOnly: true, page: 1, pageSize: 50 });
    expect(fine.items.length).toBeGreaterThan(0);
    expect(fine.items.every((course) => course.isFine)).toBe(true);
    const hottest = await fetchCoursesByCategory(backend.clients.pc, { sort: 'hottest', page: 1, pageSize: 50 });
    const plays = hottest.items.map((course) => course.courseVisitor);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
  });

  it('shows the learner status in lists only for a signed-in learner', async () => {
    const anonymous = await fetchCoursesByCategory(backend.clients.pc, { categoryId: 'cat-theory-history', page: 1, pageSize: 10 });
    expect(anonymous.items.find((course) => course.id === 'c06')?.showStatusMsg).toBe('未学习');
    backend.signInAs('learner');
    const mine = await fetchCoursesByCategory(backend.clients.pc, { categoryId: 'cat-theory-history', page: 1, pageSize: 10 });
    const completed = mine.items.find((course) => course.id === 'c06')!;
    expect(isCourseCompleted(completed)).toBe(true);
    expect(completed.showStatusMsg).toBe('已完成');
  });

  it('returns a video course with every detail field, resuming where the learner stopped', async () => {
    backend.signInAs('learner');
    const course = await fetchCourseDetail(backend.clients.pc, { id: 'c15' });
    expect(course).toMatchObject({
      name: '数字政府建设实务',
      resourceType: 'VIDEO',
      resourcePath: demoLectures.digital.path,
      durationSeconds: demoLectures.digital.seconds,
      studyTimes: 18,
      furthest: 25,
      studyStatus: '1',
      showStatusMsg: '学习中',
      recordStatus: '1',
      assessementType: '0',
      assessementId: 'exam-c15',
    });
    expect(courseHasInClassTest(course)).toBe(true);
    expect(course.listTeacherInfo.map((teacher) => teacher.teacher)).toEqual(['赵文博', '郑晓光']);
    expect(course.listTeacherInfo[0]?.teacherPosition).toContain('教授');
    expect(course.attachmentList.length).toBe(2);
    expect(course.score).toBeGreaterThan(0);
    expect(course.introduction).toContain('<p>');
  });

  it('returns an image-text course with its HTML body, and anonymous defaults', async () => {
    const course = await fetchCourseDetail(backend.clients.pc, { id: 'c04' });
    expect(course.resourceType).toBe('ARTICLE');
    expect(course.resourcePath).toMatch(/^<h2>/);
    expect(course).toMatchObject({ isCollected: false, isZan: false, studyTimes: 0, studyStatus: '0', showStatusMsg: '未学习', recordStatus: '0' });
  });

  it('passes hostile, long and empty records through untouched for the screens to render safely', async () => {
    backend.db.reset({ scenario: 'hostile' });
    const hostile = await fetchCourseDetail(backend.clients.pc, { id: 'c-hostile' });
    expect(hostile.name).toContain('<script>');
    expect(hostile.introduction).toContain('onerror=alert(1)');
    expect(hostile.introduction).toContain('javascript:alert(1)');
    expect(hostile.attachmentList[0]?.attaPath).toBe('javascript:alert(1)');
    const long = await fetchCourseDetail(backend.clients.pc, { id: 'c-long' });
    expect(long.name).toHaveLength(10_000);
    const empty = await fetchCourseDetail(backend.clients.pc, { id: 'c-empty' });
    expect(empty).toMatchObject({ introduction: '', teacher: '', teacherProfile: '', listTeacherInfo: [], attachmentList: [] });
  });

  it('refuses an unknown course with the server message', async () => {
    await expect(fetchCourseDetail(backend.clients.pc, { id: 'nope' })).rejects.toMatchObject({ kind: 'business', serverMessage: '课程不存在' });
  });

  it('toggles a like for the signed-in learner and the detail shows it', async () => {
    backend.signInAs('learner');
    const before = await fetchCourseDetail(backend.clients.pc, { id: 'c02' });
    const liked = await toggleCourseLike(backend.clients.pc, { courseId: 'c02' });
    expect(liked).toEqual({ isZan: true, zanNum: before.zanNum + 1 });
    expect(await fetchCourseDetail(backend.clients.pc, { id: 'c02' })).toMatchObject({ isZan: true, zanNum: before.zanNum + 1 });
    expect(await toggleCourseLike(backend.clients.pc, { courseId: 'c02' })).toEqual({ isZan: false, zanNum: before.zanNum });
  });

  it('answers 401 to a like without a session', async () => {
    await expect(toggleCourseLike(backend.clients.pc, { courseId: 'c02' })).rejects.toMatchObject({ kind: 'http', status: 401, serverMessage: '登录已过期，请重新登录' });
  });
});
