import { Button, formatDate } from '@study-portal/ui';
import type { SaveStatus } from './answerSaver';
import type { SubmitStatus } from './paperSubmitter';
import { Notice, SaveState } from './exam.styles';
import { examTexts } from './examTexts';
import { refusalText } from './retry';

/**
 * Whether the server has the answers. The live text changes only between "fine" and "not
 * saved", so a screen reader hears a problem once instead of every save.
 */
export function SaveIndicator({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const texts = examTexts.save;
  const problem = status.state === 'retrying' || status.state === 'refused';
  const headline =
    status.state === 'retrying'
      ? texts.retrying
      : status.state === 'refused'
        ? `${texts.refused}：${refusalText(status.error, '服务器拒绝了本次保存')}`
        : status.state === 'idle'
          ? texts.idle
          : texts.saved;
  return (
    <div>
      <SaveState data-tone={problem ? 'danger' : undefined}>
        <span role="status">{headline}</span>
        {status.state === 'saving' && <span aria-hidden="true">（{texts.saving}）</span>}
        {status.state === 'saved' && <span aria-hidden="true">（{formatDate(status.savedAt, 'HH:mm:ss')}）</span>}
      </SaveState>
      {status.state === 'retrying' && (
        <>
          <SaveState>{texts.keptLocally}</SaveState>
          <Button size="small" onClick={onRetry}>
            {texts.retryNow}
          </Button>
        </>
      )}
    </div>
  );
}

/** The paper on its way: submitting, retrying after a lost answer, or refused with a reason. */
export function SubmitProgress({ status, timeUp, onRetry }: { status: SubmitStatus; timeUp: boolean; onRetry: () => void }) {
  const texts = examTexts.submit;
  if (status.state === 'idle' || status.state === 'submitted') return null;
  if (status.state === 'submitting') {
    return (
      <Notice role="status" data-tone={timeUp ? 'warning' : undefined}>
        <p>{timeUp ? texts.timeUp : texts.submitting}</p>
      </Notice>
    );
  }
  if (status.state === 'retrying') {
    return (
      <Notice role="alert" data-tone="danger">
        <p>
          <strong>{texts.retrying}</strong>（已尝试 {status.attempt} 次）
        </p>
        <p>{texts.retryingDetail}</p>
        <div>
          <Button variant="primary" onClick={onRetry}>
            {examTexts.save.retryNow}
          </Button>
        </div>
      </Notice>
    );
  }
  return (
    <Notice role="alert" data-tone="danger">
      <p>
        <strong>{texts.refused}</strong>：{refusalText(status.error, '服务器没有接受本次交卷')}
      </p>
      <p>您作答的内容仍在本页，可以重新交卷。</p>
      <div>
        <Button variant="primary" onClick={onRetry}>
          {texts.submitAgain}
        </Button>
      </div>
    </Notice>
  );
}
