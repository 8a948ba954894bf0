import { MyGuidance } from '../MyGuidance';
import { ScreenPage } from '../../../components/ScreenPage';

/** /intelligentGuidance (智能导学): a learning path worked out for the learner from where they stand. */
export function GuidanceScreen() {
  return (
    <ScreenPage>
      <h1>智能导学</h1>
      <MyGuidance />
    </ScreenPage>
  );
}
