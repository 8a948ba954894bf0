import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Input } from '../Input';
import { useActionsMessages, useCaptchaMessages } from '../messages';
import { CaptchaImageButton, CaptchaLabel, CaptchaRoot, CaptchaRow, CaptchaSpinner } from './CaptchaField.styles';

export interface CaptchaFieldProps {
  /** What the learner typed. */
  value: string;
  /** Called with the new text on every keystroke. */
  onChange: (value: string) => void;
  /**
   * The captcha picture: the backend's base64 `validateCodeImge` as it comes (made into a PNG
   * data URL), or a full `data:` or web address.
   */
  imageSrc?: string;
  /** Asks for a new picture: the picture and the 看不清？换一张 button call it. */
  onRefresh: () => void;
  /** A new picture is on its way; presses are ignored meanwhile. */
  loading?: boolean;
  /** The picture could not be fetched; says 验证码加载失败，请点击刷新 in its place. */
  error?: boolean;
  /** Marks the typed text as wrong: sets `aria-invalid` and the danger border. */
  invalid?: boolean;
  /** The visible label; 图片验证码 by default. Not shown when `aria-labelledby` names the field from outside (as FormItem does). */
  label?: ReactNode;
  /** 请输入图片验证码 by default. */
  placeholder?: string;
  /** Id of the text field, e.g. given by FormItem. */
  id?: string;
  /** Form field name of the text field. */
  name?: string;
  /** Disables the text field and the refresh button. */
  disabled?: boolean;
  /** Id of an outside label (FormItem passes it). */
  'aria-labelledby'?: string;
  /** Ids of help and error texts (FormItem passes them). */
  'aria-describedby'?: string;
  /** Same as `invalid`; FormItem passes it when the field has an error. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Called when focus leaves the text field, e.g. to validate. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const isAddress = (source: string) => /^(data:|blob:|https?:|\/)/i.test(source);

/**
 * The address of a captcha picture: kept as it is when it already is one, otherwise read as
 * the bare base64 of a PNG, as the backend sends it.
 */
export const toCaptchaImageSrc = (source: string): string => {
  const trimmed = source.trim();
  if (trimmed === '' || isAddress(trimmed)) return trimmed;
  return `data:image/png;base64,${trimmed.replace(/\s+/g, '')}`;
};

/** The image captcha: a text field beside the picture to copy, which can be swapped for another. */
export function CaptchaField({
  value,
  onChange,
  imageSrc,
  onRefresh,
  loading = false,
  error = false,
  invalid = false,
  label,
  placeholder,
  id,
  name,
  disabled = false,
  'aria-labelledby': ariaLabelledby,
  'aria-describedby': ariaDescribedby,
  'aria-invalid': ariaInvalid,
  onBlur,
  className,
}: CaptchaFieldProps) {
  const actionsTexts = useActionsMessages();
  const captchaTexts = useCaptchaMessages();
  const texts = captchaTexts;
  const ownId = useId();
  const inputId = id ?? ownId;
  const src = imageSrc === undefined ? '' : toCaptchaImageSrc(imageSrc);
  // Remembered per address, so a fresh picture gets its own chance to load.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const failed = !loading && (error || src === '' || brokenSrc === src);

  const refresh = () => {
    if (loading || disabled) return;
    onRefresh();
  };

  return (
    <CaptchaRoot className={className}>
      {ariaLabelledby === undefined && <CaptchaLabel htmlFor={inputId}>{label ?? texts.label}</CaptchaLabel>}
      <CaptchaRow>
        <Input
          id={inputId}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          placeholder={placeholder ?? texts.placeholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          disabled={disabled}
          invalid={invalid}
          aria-invalid={ariaInvalid}
          aria-labelledby={ariaLabelledby}
          aria-describedby={ariaDescribedby}
        />
        <CaptchaImageButton
          type="button"
          onClick={refresh}
          disabled={disabled}
          aria-busy={loading || undefined}
          data-state={loading ? 'loading' : failed ? 'failed' : 'loaded'}
        >
          {loading ? (
            <>
              <CaptchaSpinner aria-hidden="true" />
              {actionsTexts.loading}
            </>
          ) : failed ? (
            texts.loadFailed
          ) : (
            <img src={src} alt={texts.imageAlt} onError={() => setBrokenSrc(src)} />
          )}
        </CaptchaImageButton>
        <Button variant="text" onClick={refresh} disabled={disabled}>
          {texts.refresh}
        </Button>
      </CaptchaRow>
    </CaptchaRoot>
  );
}
