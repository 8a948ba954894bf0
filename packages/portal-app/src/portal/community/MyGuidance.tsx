import { useLearningGuidance } from '@study-portal/api';
import { LoadFailed } from '../../components/LoadFailed';
import { GuidanceView } from './GuidanceView';
import { Loading } from './Loading';

/** The signed-in learner's guidance, loaded and shown: /intelligentGuidance and its open form. */
export function MyGuidance() {
  const guidance = useLearningGuidance();
  if (guidance.error) return <LoadFailed what="学习路径" onRetry={() => void guidance.mutate()} />;
  if (!guidance.data) return <Loading what="学习路径" height={320} />;
  return <GuidanceView guidance={guidance.data} />;
}
