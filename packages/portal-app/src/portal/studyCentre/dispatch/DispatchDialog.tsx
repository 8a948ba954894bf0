import { cleanText, textLength, useApplyDispatch, type DispatchApplicationForm } from '@study-portal/api';
import { Button, Dialog, FormItem, Input, TextArea, useToast } from '@study-portal/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { maxReasonLength, toApplication, validateDispatch, type DispatchErrors, type DispatchField } from './dispatchForm';

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
`;

const empty: DispatchApplicationForm = { trainingName: '', organiser: '', startDate: '', endDate: '', reason: '', contactPhone: '' };

export interface DispatchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The learner's phone, offered as the contact number. */
  defaultPhone?: string;
}

/** 新建调训申请: the training, its dates, why, and a number to reach the learner on. */
export function DispatchDialog({ open, onClose, defaultPhone = '' }: DispatchDialogProps) {
  const formId = useId();
  const apply = useApplyDispatch();
  const toast = useToast();
  const [form, setForm] = useState<DispatchApplicationForm>({ ...empty, contactPhone: defaultPhone });
  const [errors, setErrors] = useState<DispatchErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const set = (field: DispatchField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateDispatch({ ...form, [field]: value })[field] }));
  };
  const check = (field: DispatchField) => () => setErrors((current) => ({ ...current, [field]: validateDispatch(form)[field] }));

  const close = () => {
    setForm({ ...empty, contactPhone: defaultPhone });
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateDispatch(form);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await apply(toApplication(form));
      toast.success('调训申请已提交，请等待审核');
      close();
    } catch {
      // The app's failure notifier shows the server's reason; the form stays filled in.
    } finally {
      setSubmitting(false);
    }
  };

  const text = (field: DispatchField, label: string, options: { required?: boolean; placeholder?: string; type?: 'text' | 'tel' } = {}) => (
    <FormItem label={label} required={options.required ?? true} error={errors[field]}>
      <Input
        name={field}
        type={options.type ?? 'text'}
        value={form[field] ?? ''}
        placeholder={options.placeholder}
        invalid={Boolean(errors[field])}
        onChange={(event) => set(field)(event.target.value)}
        onBlur={check(field)}
      />
    </FormItem>
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      title="新建调训申请"
      width={560}
      footer={
        <>
          <Button onClick={close}>取消</Button>
          <Button type="submit" form={formId} variant="primary" loading={submitting}>
            提交申请
          </Button>
        </>
      }
    >
      <Fields id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {text('trainingName', '培训名称')}
        {text('organiser', '主办单位', { required: false })}
        {text('startDate', '开始日期', { placeholder: '如 2026-04-01' })}
        {text('endDate', '结束日期', { placeholder: '如 2026-04-05' })}
        <FormItem label="申请理由" required error={errors.reason} help={`${textLength(cleanText(form.reason))} / ${maxReasonLength} 字`}>
          <TextArea name="reason" value={form.reason} maxLength={maxReasonLength + 50} onChange={(event) => set('reason')(event.target.value)} onBlur={check('reason')} />
        </FormItem>
        {text('contactPhone', '联系电话', { type: 'tel' })}
      </Fields>
    </Dialog>
  );
}
