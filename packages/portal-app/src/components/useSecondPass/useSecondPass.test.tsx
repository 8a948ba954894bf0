import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSecondPass } from './useSecondPass';

describe('useSecondPass', () => {
  it('is false on the first render and true in the render React schedules after it', () => {
    const seen: boolean[] = [];
    function Panels() {
      const secondPass = useSecondPass();
      seen.push(secondPass);
      return <p>{secondPass ? '全部面板' : '简介'}</p>;
    }
    render(<Panels />);
    expect(seen).toEqual([false, true]);
    expect(screen.getByText('全部面板')).toBeInTheDocument();
  });
});
