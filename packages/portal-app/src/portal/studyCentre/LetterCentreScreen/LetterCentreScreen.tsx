import { ScreenPage } from '../../../components/ScreenPage';
import { LetterCentre } from '../letters/LetterCentre';

/** /messageCenter: the learner's letters (`?id=` opens one and marks it read). */
export function LetterCentreScreen() {
  return (
    <ScreenPage>
      <h1>消息中心</h1>
      <LetterCentre idParam="id" />
    </ScreenPage>
  );
}
