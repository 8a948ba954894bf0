import { Button } from '@study-portal/ui';
import styled from 'styled-components';
import { Panel } from '../../shared/recordLayout';
import { ScreenPage } from '../../../components/ScreenPage';
import { useSession } from '../../../session';
import { HelpEntries } from './HelpEntries';
import { MySuggestions } from './MySuggestions';
import { SuggestionForm } from './SuggestionForm';

const Suggestions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 400px), 1fr));
  gap: var(--sp-space-5);
  align-items: start;

  & h3 {
    margin: 0 0 var(--sp-space-3);
    font-size: var(--sp-font-size-title);
  }
`;

const LoginPrompt = styled(Panel)`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-4);
  align-items: center;
  justify-content: space-between;

  & p {
    margin: 0;
  }
`;

export interface HelpCentreProps {
  signedIn: boolean;
  onLogin: () => void;
}

/**
 * /operateGuide (帮助中心), open to everyone (docs/product/community.md#help-centre): questions and answers for all, and
 * 我的建议 — suggestions and their answers — for a signed-in learner.
 */
export function HelpCentre({ signedIn, onLogin }: HelpCentreProps) {
  return (
    <ScreenPage>
      <h1>帮助中心</h1>
      <HelpEntries />
      <section aria-labelledby="suggestions-title">
        <h2 id="suggestions-title">我的建议</h2>
        {signedIn ? (
          <Suggestions>
            <SuggestionForm />
            <MySuggestions />
          </Suggestions>
        ) : (
          <LoginPrompt>
            <p>登录后可以提交意见建议，并查看平台的答复。</p>
            <Button variant="primary" onClick={onLogin}>
              登录后提交建议
            </Button>
          </LoginPrompt>
        )}
      </section>
    </ScreenPage>
  );
}

export function HelpCentreScreen() {
  const { token, user, login } = useSession();
  return <HelpCentre signedIn={Boolean(token) && user.status !== 'failed'} onLogin={login} />;
}
