import { Button, Countdown } from '@study-portal/ui';
import styled from 'styled-components';
import { liveRoomAddress, replayAddress } from './addresses';
import type { LiveStage } from './liveStage';

const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-3);

  & p {
    margin: 0;
    color: var(--sp-color-text-muted);
  }
`;

export interface LiveStageActionProps {
  id: string;
  stage: LiveStage;
  /** On-site events have no live room; their page is the way in. */
  offline?: boolean;
  now?: () => number;
  /** The stream's title element, so repeated actions in a list say which stream they are for. */
  describedBy?: string;
}

/**
 * What the learner can do with a stream now: count down to its start, enter the live room,
 * watch the recording, or read that it is over.
 */
export function LiveStageAction({ id, stage, offline = false, now, describedBy }: LiveStageActionProps) {
  const enter = !offline && (
    <Button href={liveRoomAddress(id)} variant="primary" aria-describedby={describedBy}>
      进入直播间
    </Button>
  );
  switch (stage.kind) {
    case 'countdown':
      return (
        <Action>
          <Countdown endsAt={stage.startsAt} label={offline ? '距活动开始' : '距开播'} {...(now ? { now } : {})} />
        </Action>
      );
    case 'starting':
      return (
        <Action>
          <p>{offline ? '活动即将开始' : '主播即将开播'}</p>
          {enter}
        </Action>
      );
    case 'live':
      return <Action>{offline ? <p>活动正在进行</p> : enter}</Action>;
    case 'ended':
      return (
        <Action>
          <p>直播已结束</p>
          {stage.replay && (
            <Button href={replayAddress(id)} aria-describedby={describedBy}>
              观看回放
            </Button>
          )}
        </Action>
      );
  }
}
