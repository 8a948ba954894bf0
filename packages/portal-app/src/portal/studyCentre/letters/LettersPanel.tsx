import { LetterCentre } from './LetterCentre';

/** 我的消息 inside the study centre: the message centre, its open letter kept as `letterId`. */
export function LettersPanel() {
  return <LetterCentre idParam="letterId" />;
}
