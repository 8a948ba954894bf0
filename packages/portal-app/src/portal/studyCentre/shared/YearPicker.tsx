import { useStudyCentreConfig } from '@study-portal/api';
import { FormItem, Select } from '@study-portal/ui';

export interface YearPickerProps {
  year: number;
  onChange: (year: number) => void;
  label?: string;
}

/**
 * The statistics years the study centre offers (personalConfig), newest first; the year shown
 * stays offered even before the configuration arrives or when it leaves the year out.
 */
export function YearPicker({ year, onChange, label = '统计年度' }: YearPickerProps) {
  const config = useStudyCentreConfig();
  const years = [...new Set([...(config.data?.years ?? []), year])].sort((a, b) => b - a);
  return (
    <FormItem label={label}>
      <Select options={years.map((item) => ({ value: String(item), label: `${item}年度` }))} value={String(year)} onChange={(value) => onChange(Number(value))} />
    </FormItem>
  );
}
