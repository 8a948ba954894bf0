import type { Certificate } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { certificateTitle, certificateWording, chineseDate, wrapText } from './certificateText';

const classCertificate: Certificate = {
  id: 'cert-1',
  name: '数字政府建设专题研修班结业证书',
  kind: 'class',
  year: 2025,
  tbtpId: 'tbtp-004',
  tbtpName: '数字政府建设专题研修班',
  collegeName: null,
  issueDate: '2025-07-03',
  number: '2025-GB-000109',
  holderName: '张明',
  hours: 12,
  issuer: '中共示例省委组织部',
  verificationCode: 'YZ0000001',
  fileUrl: null,
};

describe('the certificate’s words', () => {
  it('breaks lines by printed width, CJK characters twice as wide as digits', () => {
    expect(wrapText('一二三四五六', 4)).toEqual(['一二三四', '五六']);
    expect(wrapText('完成三个任务', 4)).toEqual(['完成三个', '任务']);
  });

  it('never breaks a number, its unit, a date or a quoted name', () => {
    expect(wrapText('完成12学时', 4)).toEqual(['完成', '12学时']);
    expect(wrapText('完成规定学时 16 学时', 7)).toEqual(['完成规定学时 ', '16 学时']);
    expect(wrapText('颁发于2025年7月3日', 8)).toEqual(['颁发于', '2025年7月3日']);
    expect(wrapText('参加培训“数字政府”学习', 8)).toEqual(['参加培训', '“数字政府”学习']);
    expect(wrapText('编号 2025-GB-000109', 9)).toEqual(['编号 ', '2025-GB-000109']);
    expect(wrapText('完成规定学时 0.5 学时', 5)).toEqual(['完成规定', '学时 ', '0.5 学时']);
  });

  it('keeps every figure of the wording whole at any width a sheet may have', () => {
    const wording = certificateWording({ ...classCertificate, hours: 16.5 });
    for (let maxEm = 6; maxEm <= 40; maxEm += 1) {
      const lines = wrapText(wording, maxEm);
      expect(lines.join('')).toBe(wording);
      expect(lines.some((line) => line.includes('16.5 学时'))).toBe(true);
      // A name longer than the line is the one thing that must break.
      if (maxEm >= 14) expect(lines.some((line) => line.includes('“数字政府建设专题研修班”'))).toBe(true);
    }
  });

  it('never starts a line with closing punctuation', () => {
    expect(wrapText('一二三四，五六', 4)).toEqual(['一二三四，', '五六']);
    expect(wrapText('学习。特发此证。', 2)).toEqual(['学习。', '特发', '此证。']);
  });

  it('writes dates the Chinese way', () => {
    expect(chineseDate('2025-07-03')).toBe('2025年7月3日');
    expect(chineseDate('2026-1-9 10:00:00')).toBe('2026年1月9日');
    expect(chineseDate('不详')).toBe('不详');
  });

  it('words a class certificate and a college certificate differently', () => {
    expect(certificateTitle(classCertificate)).toBe('结业证书');
    expect(certificateWording(classCertificate)).toBe('参加“数字政府建设专题研修班”学习，完成规定学时 12 学时，经考核合格，准予结业。特发此证。');
    const college = { ...classCertificate, kind: 'college' as const, tbtpName: null, collegeName: '示例省干部网络学院', hours: 56.5 };
    expect(certificateTitle(college)).toBe('学习合格证书');
    expect(certificateWording(college)).toBe('在示例省干部网络学院2025年度干部网络学习中，累计完成 56.5 学时，达到年度学习要求，成绩合格。特发此证。');
  });
});
