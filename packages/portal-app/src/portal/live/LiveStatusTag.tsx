import { Tag, type TagTone } from '@study-portal/ui';
import { liveStageLabels, type LiveStageKind } from './liveStage';

const tones: Record<LiveStageKind, TagTone> = { countdown: 'info', starting: 'warning', live: 'danger', ended: 'default' };

/** A stream's status as a label: 未开始, 即将开播, 直播中 or 已结束; on-site events say so too. */
export function LiveStatusTag({ stage, offline = false }: { stage: LiveStageKind; offline?: boolean }) {
  return (
    <>
      <Tag tone={tones[stage]}>{liveStageLabels[stage]}</Tag>
      {offline && <Tag tone="primary">线下活动</Tag>}
    </>
  );
}
