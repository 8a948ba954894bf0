import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiMessagesProvider, useUiMessages } from './UiMessagesProvider';

function Labels() {
  const messages = useUiMessages();
  return (
    <p>
      {messages.actions.save}/{messages.actions.cancel}/{messages.pagination.total(3)}
    </p>
  );
}

describe('UiMessagesProvider', () => {
  it('gives the zh-CN strings by default', () => {
    render(<Labels />);
    expect(screen.getByText('保存/取消/共 3 条')).toBeInTheDocument();
  });

  it('replaces only the strings it is given, nesting over an outer provider', () => {
    render(
      <UiMessagesProvider messages={{ actions: { save: '提交' } }}>
        <UiMessagesProvider messages={{ pagination: { total: (n: number) => `合计${n}` } }}>
          <Labels />
        </UiMessagesProvider>
      </UiMessagesProvider>,
    );
    expect(screen.getByText('提交/取消/合计3')).toBeInTheDocument();
  });
});
