import { apiRoutes, newsletterFormSchema, type NewsletterSource } from '@ferrum/shared';
import { newsletterFormCopy as copy } from '../../content/forms.ts';
import { Field } from '../forms/field.tsx';
import { controlClass, type FieldTone } from '../forms/field-styles.ts';
import { emailInput } from '../forms/form-fields.tsx';
import { HoneypotField } from '../forms/honeypot-field.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useJsonForm } from '../forms/use-json-form.ts';

export interface NewsletterSignupProps {
  /** Where the form sits; stored with the subscription. */
  source: NewsletterSource;
  /** The surface it sits on. @default 'light' */
  tone?: FieldTone;
  /** The button's text when idle. @default "Subscribe" */
  submitText?: string;
}

/**
 * The newsletter form (docs/product.md#newsletter-form): one e-mail box and Subscribe. While
 * sending, the box and the button are disabled and the button reads
 * "Subscribing..."; success clears the box; every outcome is a toast.
 * Without JavaScript it is a plain form post to the API, which answers with a
 * result page (the `source` travels as a hidden field).
 */
export function NewsletterSignup({ source, tone = 'light', submitText = copy.submit }: NewsletterSignupProps) {
  const form = useJsonForm({
    schema: newsletterFormSchema,
    action: apiRoutes.newsletter.path,
    fields: { email: emailInput },
    toasts: copy.toasts,
    hiddenValues: () => ({ source }),
    onFailure: ({ status, error, rejected }) => {
      if (error?.code === 'ALREADY_SUBSCRIBED') return copy.toasts.alreadySubscribed;
      // A rejected address is the visitor's to fix ("Invalid email"); anything else is ours.
      if (!rejected) console.error('Newsletter subscription failed', { status, code: error?.code ?? null });
    },
  });

  return (
    <form {...form.formProps} className="relative">
      <fieldset disabled={form.isSubmitting} className="min-w-0">
        <Field label={copy.emailLabel} error={form.fieldError('email')} tone={tone}>
          {(control) => (
            <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
              <input
                {...emailInput}
                placeholder={copy.emailPlaceholder}
                {...form.register('email')}
                {...control}
                className={controlClass(tone, 'sm:flex-1')}
              />
              <SubmitButton pending={form.isSubmitting} pendingText={copy.submitting} className="shrink-0 sm:min-w-36">
                {submitText}
              </SubmitButton>
            </div>
          )}
        </Field>
        <HoneypotField {...form.register('website')} />
        <input type="hidden" name="source" value={source} />
      </fieldset>
    </form>
  );
}
