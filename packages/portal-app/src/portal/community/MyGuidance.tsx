import { Loading, Skeleton } from '@study-portal/ui';
import { useLearningGuidance } from '@study-portal/api';
import { LoadFailed } from '../../components/LoadFailed';
import { GuidanceView } from './GuidanceView';

/** The signed-in learner's guidance, loaded and shown: /intelligentGuidance and its open form. */
export function MyGuidance() {
  const guidance = useLearningGuidance();
  if (guidance.error) return <LoadFailed what="学习路径" onRetry={() => void guidance.mutate()} />;
  if (!guidance.data) {
    return (
      <Loading label="正在加载学习路径">
        <Skeleton shape="rect" height={320} />
      </Loading>
    );
  }
  return <GuidanceView guidance={guidance.data} />;
}
