import { cleanText, isBlankText, textLength, validatePhone, type DispatchApplicationForm } from '@study-portal/api';

export type DispatchField = keyof DispatchApplicationForm;
export type DispatchErrors = Partial<Record<DispatchField, string>>;

/** The longest reason the server takes. */
export const maxReasonLength = 500;

/** The form's messages, the server's own wording where it has one. */
export const dispatchMessages = {
  trainingNameRequired: '请填写培训名称',
  dateInvalid: '请按“年-月-日”填写日期，如 2026-04-01',
  startRequired: '请填写开始日期',
  endRequired: '请填写结束日期',
  endBeforeStart: '结束日期不能早于开始日期',
  reasonRequired: '请填写申请理由',
  reasonTooLong: `申请理由不能超过${maxReasonLength}字`,
} as const;

const isDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

function dateProblem(value: string, requiredMessage: string): string | undefined {
  if (value.trim() === '') return requiredMessage;
  return isDate(value.trim()) ? undefined : dispatchMessages.dateInvalid;
}

/** Every field's problem, checked as the server checks them, before anything is sent. */
export function validateDispatch(form: DispatchApplicationForm): DispatchErrors {
  const errors: DispatchErrors = {};
  if (isBlankText(form.trainingName)) errors.trainingName = dispatchMessages.trainingNameRequired;
  const start = dateProblem(form.startDate, dispatchMessages.startRequired);
  const end = dateProblem(form.endDate, dispatchMessages.endRequired);
  if (start) errors.startDate = start;
  if (end) errors.endDate = end;
  if (!start && !end && form.endDate.trim() < form.startDate.trim()) errors.endDate = dispatchMessages.endBeforeStart;
  if (isBlankText(form.reason)) errors.reason = dispatchMessages.reasonRequired;
  else if (textLength(cleanText(form.reason)) > maxReasonLength) errors.reason = dispatchMessages.reasonTooLong;
  const phone = validatePhone(form.contactPhone);
  if (phone) errors.contactPhone = phone;
  return errors;
}

/** The form as sent: trimmed, the optional organiser left out when empty. */
export function toApplication(form: DispatchApplicationForm): DispatchApplicationForm {
  const organiser = form.organiser === undefined ? undefined : cleanText(form.organiser);
  return {
    trainingName: cleanText(form.trainingName),
    ...(organiser ? { organiser } : {}),
    startDate: form.startDate.trim(),
    endDate: form.endDate.trim(),
    reason: cleanText(form.reason),
    contactPhone: form.contactPhone.trim(),
  };
}
