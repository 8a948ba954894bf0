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
    expect(wrapText('完成12学时', 4)).toEqual(['完成12', '学时']);
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
