import { usePortalLayoutMessages } from '../messages';
import { PhoneBarButton } from './PhoneHeader.styles';

/** The phone header's menu button: three bars over a short word, the size of a fingertip. */
export function MenuToggle({ expanded, onClick }: { expanded: boolean; onClick: (() => void) | undefined }) {
  const messages = usePortalLayoutMessages();
  return (
    <PhoneBarButton type="button" aria-label={messages.openMenu} aria-haspopup="dialog" aria-expanded={expanded} onClick={onClick}>
      <span aria-hidden="true" data-icon="menu" />
      <span aria-hidden="true">{messages.menu}</span>
    </PhoneBarButton>
  );
}
