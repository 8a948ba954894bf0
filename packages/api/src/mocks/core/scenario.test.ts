import { describe, expect, it } from 'vitest';
import { fetchDictionary } from '../../contract/account/dictionary';
import { fetchColumnArticle, fetchColumnDetail } from '../../contract/course/column';
import { fetchCourseDetail, fetchCoursesByCategory } from '../../contract/course/course';
import { fetchCourseComments } from '../../contract/course/discussion';
import { fetchTopicDetail, fetchTopics } from '../../contract/course/subject';
import { fetchAcademyTopics } from '../../contract/personal/cela';
import { fetchExamPaper, startExam } from '../../contract/personal/exam';
import { fetchLetterDetail, fetchLetters } from '../../contract/personal/letter';
import { fetchMyTopics, fetchMyClasses } from '../../contract/personal/studyCentre';
import { fetchSurvey, fetchSurveys } from '../../contract/personal/survey';
import { fetchNotice, fetchNotices } from '../../contract/portal/article';
import { fetchBooks } from '../../contract/portal/book';
import { fetchDiscussionPost, fetchDiscussionPosts } from '../../contract/portal/post';
import { fetchClasses } from '../../contract/portal/tbtp';
import { fetchClass, fetchClassDynamics, fetchClassNotices } from '../../contract/portal/tbtpClass';
import { useContractBackend } from '../../testing/contractServer';
import { createMockDb } from './mockDb';
import { scenarioEntries, scenarioRecords } from './scenario';

/** What the demo must never show: the strings the hostile and stress records are made of. */
const hostileMarkers = /<script|onerror|javascript:|alert\(1\)|安全测试|安全演示|超长|无标题/;

describe('scenarioRecords', () => {
  const clean = [{ id: 'a' }, { id: 'b' }];
  const hostile = [{ id: 'b', hostile: true }, { id: 'x' }];

  it('gives the clean records in the demo, and appends the hostile ones in the hostile scenario', () => {
    expect(scenarioRecords(createMockDb(), clean, hostile)).toEqual(clean);
    expect(scenarioRecords(createMockDb({ scenario: 'hostile' }), clean, hostile)).toEqual([...clean, ...hostile]);
  });

  it('lets a hostile variant stand in the place of the clean record with its key', () => {
    expect(scenarioRecords(createMockDb({ scenario: 'hostile' }), clean, hostile, (record) => record.id)).toEqual([{ id: 'a' }, { id: 'b', hostile: true }, { id: 'x' }]);
  });

  it('adds hostile entries by name in the hostile scenario only', () => {
    expect(scenarioEntries(createMockDb(), { A: 1 }, { B: 2 })).toEqual({ A: 1 });
    expect(scenarioEntries(createMockDb({ scenario: 'hostile' }), { A: 1 }, { B: 2 })).toEqual({ A: 1, B: 2 });
  });

  it('rebuilds every domain when the scenario of a live db changes, and after a reset', () => {
    const db = createMockDb();
    const demo = db.state('books', () => scenarioRecords(db, clean, hostile));
    expect(db.state('books', () => [])).toBe(demo);
    db.settings = { ...db.settings, scenario: 'hostile' };
    expect(db.state('books', () => scenarioRecords(db, clean, hostile))).toHaveLength(4);
    db.reset();
    expect(db.settings.scenario).toBe('demo');
    expect(db.state('books', () => scenarioRecords(db, clean, hostile))).toHaveLength(2);
  });
});

describe('the demo scenario', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;
  const all = { page: 1, pageSize: 100 };

  it('lists none of the hostile or stress records, signed out or in', async () => {
    const visitor = [
      await fetchCoursesByCategory(pc, { ...all }),
      await fetchTopics(pc, { ...all }),
      await fetchNotices(pc, { ...all }),
      await fetchDiscussionPosts(pc, { ...all }),
      await fetchDiscussionPost(pc, { id: 'post-01' }),
      await fetchClasses(pc, { ...all }),
      await fetchClassNotices(pc, { tbtpId: 'tbtp-03', ...all }),
      await fetchClassDynamics(pc, { tbtpId: 'tbtp-03', ...all }),
      await fetchBooks(pc, { number: 100 }),
      await fetchColumnDetail(pc, { id: 'col4' }),
      await fetchCourseComments(pc, { courseId: 'c01', ...all }),
      await fetchTopicDetail(pc, { id: 's3' }),
    ];
    backend.signInAs('learner');
    const record = await startExam(pc, { examId: 'exam-mock-001' });
    const learner = [
      await fetchLetters(pc, { ...all }),
      await fetchSurveys(pc),
      await fetchAcademyTopics(pc, { ...all }),
      await fetchMyClasses(pc, { ...all }),
      await fetchMyTopics(pc, { ...all }),
      await fetchExamPaper(pc, { recordId: record.recordId }),
    ];
    const text = JSON.stringify([...visitor, ...learner]);
    expect(text.match(hostileMarkers)).toBeNull();
    expect(text).not.toMatch(/-hostile|-long"|-empty"|c-video-broken/);
    // A topic counts the courses it shows.
    expect((await fetchTopicDetail(pc, { id: 's3' })).courseCount).toBe(4);
    expect((await fetchMyTopics(pc, { ...all })).items.find((subject) => subject.id === 's3')).toMatchObject({ courseCount: 4 });
    expect(await fetchDictionary(pc, 'DEMO_HOSTILE')).toEqual([]);
  });

  it('refuses the hostile records by id, as records that do not exist', async () => {
    await expect(fetchCourseDetail(pc, { id: 'c-hostile' })).rejects.toMatchObject({ serverMessage: '课程不存在' });
    await expect(fetchNotice(pc, { id: 'article-hostile' })).rejects.toMatchObject({ kind: 'business' });
    await expect(fetchDiscussionPost(pc, { id: 'post-hostile' })).rejects.toMatchObject({ kind: 'business' });
    await expect(fetchTopicDetail(pc, { id: 's-hostile' })).rejects.toMatchObject({ serverMessage: '专题不存在' });
    await expect(fetchColumnArticle(pc, { id: 'ca-hostile' })).rejects.toMatchObject({ serverMessage: '文章不存在' });
    await expect(fetchClass(pc, { tbtpId: 'tbtp-hostile' })).rejects.toMatchObject({ kind: 'business' });
    backend.signInAs('learner');
    await expect(fetchLetterDetail(pc, { id: 'letter-014-hostile' })).rejects.toMatchObject({ kind: 'business' });
    await expect(fetchSurvey(pc, { surveyId: 'survey-003-hostile' })).rejects.toMatchObject({ kind: 'business' });
  });

  it('shows them all again once the hostile scenario is asked for', async () => {
    backend.db.reset({ scenario: 'hostile' });
    expect((await fetchCourseDetail(pc, { id: 'c-hostile' })).name).toContain('<script>');
    expect(JSON.stringify(await fetchNotices(pc, { ...all }))).toMatch(hostileMarkers);
    expect(await fetchDictionary(pc, 'DEMO_HOSTILE')).toHaveLength(5);
  });
});
