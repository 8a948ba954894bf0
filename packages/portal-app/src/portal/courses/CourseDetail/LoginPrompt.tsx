import type { CourseDetail } from '@study-portal/api';
import { Button } from '@study-portal/ui';
import { courseAddress } from '../addresses';
import { Actions, Muted } from './CourseDetail.styles';

export interface SignInPromptProps {
  course: CourseDetail;
  /** Whoever opened the open page already has a session. */
  signedIn: boolean;
  onLogin?: (() => void) | undefined;
}

/**
 * Open pages offer no learner actions: studying, rating, collecting and discussing count for a
 * learner, so a visitor is offered the sign-in, and a learner with a session the course page.
 */
export function LoginPrompt({ course, signedIn, onLogin }: SignInPromptProps) {
  if (signedIn) {
    return (
      <Actions>
        <Button href={courseAddress(course)} variant="primary">
          进入课程学习
        </Button>
      </Actions>
    );
  }
  return (
    <Actions>
      <Muted>登录后即可学习本课程，并可评价、收藏和参与讨论。</Muted>
      <Button variant="primary" onClick={onLogin}>
        登录后学习
      </Button>
    </Actions>
  );
}
