import styled from 'styled-components';
import { PasswordChangeForm } from '../../../session/password';

const Note = styled.p`
  margin: 0 0 var(--sp-space-4);
  color: var(--sp-color-text-muted);
`;

/** 修改密码 (acativeId=8), where the post-login reminder sends the learner (docs/product/session.md#password-reminder). */
export function PasswordPanel() {
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">修改密码</h2>
      <Note>为了您的账户安全，建议您定期更换密码。修改成功后需要重新登录。</Note>
      <PasswordChangeForm onChanged={() => undefined} />
    </section>
  );
}
