import { styled } from '../internal/styled';
import { Button } from '../Button';

// Wide enough for "60秒后重新获取", so the button does not jump when the label changes.
export const CountdownButtonRoot = styled(Button)`
  min-width: 9.5em;
  font-variant-numeric: tabular-nums;
`;
