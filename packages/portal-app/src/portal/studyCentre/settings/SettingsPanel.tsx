import { portalStorage, useStudyCentreConfig, useUpdateUserInfo, useUserInfo, validatePhone } from '@study-portal/api';
import { Button, Checkbox, Figure, Figures, FormItem, Input, Loading, Skeleton, useTheme, useToast } from '@study-portal/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  max-width: 520px;
  margin-top: var(--sp-space-4);

  & > button {
    align-self: flex-start;
  }
`;

const Note = styled.p`
  margin: 0 0 var(--sp-space-3);
  color: var(--sp-color-text-muted);
`;

/**
 * The account's own details. The name and organisation come from the organisation's records
 * and are not the learner's to change; the phone number is [A: the fake backend accepts
 * name and telephone; we offer only the telephone].
 */
function AccountDetails() {
  const user = useUserInfo();
  const update = useUpdateUserInfo();
  const toast = useToast();
  const [telephone, setTelephone] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  if (user.error) return <LoadFailed what="账号信息" onRetry={() => void user.mutate()} />;
  if (!user.data) {
    return (
      <Loading label="正在加载账号信息">
        <Skeleton shape="rect" height={120} />
      </Loading>
    );
  }
  const current = user.data;
  const value = telephone ?? current.telephone ?? '';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePhone(value);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      // docs/product/session.md#user-info: the update carries the user object, not only the changed field.
      await update({ ...current, telephone: value.trim() });
      // The session keeps the user in storage (docs/product/platform.md#storage): keep that copy true as well.
      const fresh = await user.mutate();
      if (fresh) portalStorage.setUserInfo(fresh);
      setTelephone(null);
      toast.success('保存成功');
    } catch {
      // The app's failure notifier shows the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Figures>
        <Figure label="姓名" value={current.name} />
        <Figure label="所在单位" value={current.orgName ?? '—'} />
      </Figures>
      <Form noValidate onSubmit={(event) => void save(event)}>
        <FormItem label="手机号码" required error={error} help="用于接收短信验证码">
          <Input
            type="tel"
            name="telephone"
            autoComplete="tel"
            value={value}
            invalid={Boolean(error)}
            onChange={(event) => setTelephone(event.target.value)}
            onBlur={() => setError(validatePhone(value))}
          />
        </FormItem>
        <Button type="submit" variant="primary" loading={saving}>
          保存
        </Button>
      </Form>
    </>
  );
}

/** What the study centre offers this learner, as its settings say. */
function CentreSettings() {
  const config = useStudyCentreConfig();
  if (config.error) return <LoadFailed what="学习中心设置" height={120} onRetry={() => void config.mutate()} />;
  if (!config.data) {
    return (
      <Loading label="正在加载学习中心设置">
        <Skeleton shape="rect" height={80} />
      </Loading>
    );
  }
  const data = config.data;
  return (
    <Figures>
      <Figure label="当前学习年度" value={`${data.currentYear}年度`} />
      <Figure label="可查询年度" value={data.years.map((year) => `${year}`).join('、') || '—'} />
      <Figure label="证书申请" value={data.certificateEnabled ? '已开放' : '未开放'} />
      <Figure label="调训申请" value={data.dispatchEnabled ? '已开放' : '未开放'} />
    </Figures>
  );
}

/** 个人设置: account details, the phone number, the reading mode and the centre's settings. */
export function SettingsPanel() {
  const { elder, setElder } = useTheme();
  return (
    <>
      <section aria-labelledby="settings-account-title">
        <h2 id="settings-account-title">账号信息</h2>
        <Note>姓名与所在单位以组织部门登记为准，如有错误请联系单位管理员。</Note>
        <AccountDetails />
      </section>
      <section aria-labelledby="settings-display-title">
        <h2 id="settings-display-title">阅读设置</h2>
        <Checkbox label="长者模式（更大的字号与按钮，更高的对比度）" checked={elder} onChange={(event) => setElder(event.target.checked)} />
      </section>
      <section aria-labelledby="settings-centre-title">
        <h2 id="settings-centre-title">学习中心设置</h2>
        <CentreSettings />
      </section>
    </>
  );
}
