import { zodResolver } from '@hookform/resolvers/zod';
import {
  apiRoutes,
  newsletterSchema,
  type NewsletterInput,
  type NewsletterPayload,
  type NewsletterResponse,
  type NewsletterSource,
} from '@ferrum/shared';
import { useForm } from 'react-hook-form';
import { newsletterFormCopy as copy, type ToastCopy } from '../../content/forms.ts';
import { postJson } from '../../lib/api-client.ts';
import { notify } from '../../lib/toasts.ts';
import { Field } from '../forms/field.tsx';
import { controlClass, type FieldTone } from '../forms/field-styles.ts';
import { HoneypotField } from '../forms/honeypot-field.tsx';
import { validateWithScript } from '../forms/script-validation.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useReturnFocus } from '../forms/use-return-focus.ts';

export interface NewsletterSignupProps {
  /** Where the form sits; stored with the subscription. */
  source: NewsletterSource;
  /** The surface it sits on. @default 'light' */
  tone?: FieldTone;
  /** The button's text when idle. @default "Subscribe" */
  submitText?: string;
}

const showError = (toast: ToastCopy) => void notify('error', toast);

/**
 * The newsletter form (SPEC.md §4, §8): one e-mail box and Subscribe. While
 * sending, the box and the button are disabled and the button reads
 * "Subscribing..."; success clears the box; every outcome is a toast.
 * Without JavaScript it is a plain form post to the API, which answers with a
 * result page (the `source` travels as a hidden field).
 */
export function NewsletterSignup({ source, tone = 'light', submitText = copy.submit }: NewsletterSignupProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, NewsletterPayload>({
    resolver: zodResolver(newsletterSchema),
    // No default values: the fields start from what the page holds, so an address typed before
    // the form hydrated is kept (react-hook-form reads each uncontrolled input as it registers).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focused once the submit has ended (the disabled fieldset cannot hold focus meanwhile).
    shouldFocusError: false,
  });
  const submitFocus = useReturnFocus(isSubmitting);

  const subscribe = async (values: NewsletterPayload) => {
    const result = await postJson<NewsletterResponse>(apiRoutes.newsletter.path, { ...values, source });
    if (result.ok) {
      void notify('success', copy.toasts.success);
      reset({ email: '', website: '' });
      return;
    }
    const code = result.error?.code;
    if (code === 'ALREADY_SUBSCRIBED') {
      showError(copy.toasts.alreadySubscribed);
    } else if (code === 'VALIDATION_FAILED' && result.error?.fields?.email) {
      setError('email', { type: 'server', message: result.error.fields.email });
      submitFocus.focusAfterSubmit(() => setFocus('email'));
      showError(copy.toasts.invalid);
    } else {
      console.error('Newsletter subscription failed', { status: result.status, code: code ?? null });
      showError(copy.toasts.failed);
    }
  };

  return (
    <form
      ref={validateWithScript}
      method="post"
      // The island runtime turns the browser's checks off before hydration (`novalidate`).
      suppressHydrationWarning
      action={apiRoutes.newsletter.path}
      onSubmit={(event) => {
        submitFocus.remember();
        return handleSubmit(subscribe, () => {
          submitFocus.focusAfterSubmit(() => setFocus('email'));
          showError(copy.toasts.invalid);
        })(event);
      }}
      className="relative"
    >
      <fieldset disabled={isSubmitting} className="min-w-0">
        <Field label={copy.emailLabel} error={errors.email?.message} tone={tone}>
          {(control) => (
            <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
              <input
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                placeholder={copy.emailPlaceholder}
                {...register('email')}
                {...control}
                className={controlClass(tone, 'sm:flex-1')}
              />
              <SubmitButton pending={isSubmitting} pendingText={copy.submitting} className="shrink-0 sm:min-w-36">
                {submitText}
              </SubmitButton>
            </div>
          )}
        </Field>
        <HoneypotField {...register('website')} />
        <input type="hidden" name="source" value={source} />
      </fieldset>
    </form>
  );
}
