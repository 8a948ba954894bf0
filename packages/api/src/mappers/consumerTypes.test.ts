import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Another academy's portal compiles with `strict` and `exactOptionalPropertyTypes` and spreads
 * these mappers into the kit's cards. The fixture is that consumer's file, compiled in memory
 * beside this test so both packages resolve as the workspace does (their sources). Only the
 * fixture's own diagnostics count: the packages' sources are compiled under our settings, and a
 * consumer reads their declarations with skipLibCheck.
 */
const fixturePath = fileURLToPath(new URL('./consumer.fixture.tsx', import.meta.url));

const fixture = `
import { classCardProps, courseCardProps, toStudyStatus, topicCardProps, type CourseSummary, type SubjectSummary, type TbtpClassSummary } from '@study-portal/api';
import { ClassCard, CourseCard, TopicCard, type StudyStatus } from '@study-portal/ui';

declare const course: CourseSummary;
const sparseCourse: CourseSummary = {
  id: 'c-1', name: '民法典解读', resourceType: 'VIDEO', creditHour: 1, courseVisitor: 0, isFine: false,
  teacher: null, courseCover: null, showCourseDuration: null, publishDate: null, studyStatus: null, showStatusMsg: null,
};
const sparseSubject: SubjectSummary = { id: 's-1', name: '法治中国建设', cover: null, summary: null, courseCount: 0 };
const sparseClass: TbtpClassSummary = {
  tbtpId: 't-1', name: '专题班', cover: null, organiser: null, orgId: null, startDate: null, endDate: null,
  requiredHours: 0, enrolled: false, needVerifyCode: false, progress: null, ended: false,
};
const status: StudyStatus | undefined = toStudyStatus(sparseCourse.studyStatus, sparseCourse.showStatusMsg);

export const cards = [
  <CourseCard key="full" {...courseCardProps(course)} href="/x" />,
  <CourseCard key="sparse" {...courseCardProps(sparseCourse)} href="/x" />,
  <CourseCard key="by-hand" name={sparseCourse.name} cover={sparseCourse.courseCover} teacher={sparseCourse.teacher} status={status} href={undefined} />,
  <TopicCard key="topic" {...topicCardProps(sparseSubject)} href="/x" />,
  <ClassCard key="class" {...classCardProps(sparseClass)} href="/x" onEnrol={undefined} />,
];

// The setting is on: it refuses undefined for an optional property that does not say | undefined.
// @ts-expect-error exactOptionalPropertyTypes
export const strictly: { a?: string } = { a: undefined };
`;

const options: ts.CompilerOptions = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['@study-portal/source'],
  jsx: ts.JsxEmit.ReactJSX,
  isolatedModules: true,
  types: [],
};

function fixtureDiagnostics(): string[] {
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => name === fixturePath || fileExists.call(host, name);
  host.readFile = (name) => (name === fixturePath ? fixture : readFile.call(host, name));
  host.getSourceFile = (name, language, ...rest) =>
    name === fixturePath ? ts.createSourceFile(name, fixture, language, true, ts.ScriptKind.TSX) : getSourceFile.call(host, name, language, ...rest);
  const program = ts.createProgram([fixturePath], options, host);
  const source = program.getSourceFile(fixturePath);
  if (!source) throw new Error('the fixture was not compiled');
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => {
    const at = diagnostic.start === undefined ? '' : `line ${source.getLineAndCharacterOfPosition(diagnostic.start).line + 1}: `;
    return at + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
}

describe('the mappers in a consumer’s strict project', () => {
  it('spread into the kit’s cards, null fields and all, under exactOptionalPropertyTypes', { timeout: 120_000 }, () => {
    expect(fixtureDiagnostics()).toEqual([]);
  });
});
