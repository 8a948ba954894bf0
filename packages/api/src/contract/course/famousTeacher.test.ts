import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchFamousTeacherDetail, fetchFamousTeachers, fetchTeacherCourses } from './famousTeacher';

describe('famous teacher contract', () => {
  const backend = useContractBackend();

  it('pages the famous teachers with their positions', async () => {
    const first = await fetchFamousTeachers(backend.clients.pc, { page: 1, pageSize: 4 });
    const second = await fetchFamousTeachers(backend.clients.pc, { page: 2, pageSize: 4 });
    expect(first.total).toBe(6);
    expect(first.items).toHaveLength(4);
    expect(second.items).toHaveLength(2);
    expect(first.items.every((teacher) => (teacher.teacherPosition ?? '') !== '' && teacher.courseCount > 0)).toBe(true);
  });

  it('returns a famous teacher page', async () => {
    const teacher = await fetchFamousTeacherDetail(backend.clients.pc, { id: 't05' });
    expect(teacher).toMatchObject({ teacher: '赵文博', teacherPosition: '清华大学公共管理学院教授' });
    expect(teacher.teacherProfile).toContain('<p>');
    expect(teacher.honours.length).toBeGreaterThan(0);
  });

  it('pages a teacher courses newest first', async () => {
    const page = await fetchTeacherCourses(backend.clients.pc, { teacherId: 't05', page: 1, pageSize: 2 });
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(2);
    expect(page.items.every((course) => (course.teacher ?? '').includes('赵文博'))).toBe(true);
  });

  it('refuses a teacher who is not a famous teacher', async () => {
    await expect(fetchFamousTeacherDetail(backend.clients.pc, { id: 't08' })).rejects.toMatchObject({ kind: 'business', serverMessage: '名师不存在' });
    await expect(fetchTeacherCourses(backend.clients.pc, { teacherId: 'nope', page: 1, pageSize: 2 })).rejects.toMatchObject({ serverMessage: '名师不存在' });
  });
});
