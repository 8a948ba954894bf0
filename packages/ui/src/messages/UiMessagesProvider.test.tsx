import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useActionsMessages, usePaginationMessages } from './sectionHooks';
import { UiMessagesProvider } from './UiMessagesProvider';
import { zhCN } from './zhCN';

function Labels() {
  const actions = useActionsMessages();
  const pagination = usePaginationMessages();
  return (
    <p>
      {actions.save}/{actions.cancel}/{pagination.total(3)}
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

  it('gathers every section in one zh-CN catalogue, with the product texts', () => {
    expect(zhCN.emptyState).toMatchObject({ noData: '暂无数据', noInfo: '暂无信息', noClasses: '暂无专题班，敬请期待', noContent: '暂无内容' });
    expect(zhCN.select).toMatchObject({ placeholder: '请选择...', selectAll: '全选选项' });
    expect(zhCN.actions).toMatchObject({ cancel: '取消', delete: '删除', detail: '详情', edit: '编辑', create: '新建', save: '保存', query: '查询' });
  });
});
