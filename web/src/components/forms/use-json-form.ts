/**
 * One shell for the site's three forms (contact, job application, newsletter), so they
 * cannot drift apart: a form declares its schema, endpoint, fields and messages, and
 * this does what all of them do (docs/product.md#forms). The `<form>` keeps its native
 * `method` and `action`: before hydration and without JavaScript it posts as a plain
 * form, and the API answers with a result page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { honeypotFieldName } from '@ferrum/shared';
import { useCallback, useRef, useState, type ComponentPropsWithRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import type * as z from 'zod';
import type { ToastCopy } from '../../content/forms.ts';
import { postJson, type ApiError } from '../../lib/api-client.ts';
import { idempotencyHeaders, useIdempotencyKeys } from '../../lib/idempotency.ts';
import { notify } from '../../lib/toasts.ts';
import { firstInvalidField } from './first-invalid-field.ts';
import type { FieldSpec } from './form-fields.tsx';
import { validateWithScript } from './script-validation.ts';
import { applyServerFieldErrors } from './server-field-errors.ts';
import { useReturnFocus } from './use-return-focus.ts';

/** A form's toasts (docs/product.md#form-messages). `invalid`, where a form has one, also answers a field the API rejected. */
export interface JsonFormToasts {
  success: ToastCopy;
  failed: ToastCopy;
  invalid?: ToastCopy;
}

/** A send that did not succeed. */
export interface SendFailure<TInput extends FieldValues> {
  /** 0 when the request never got an answer. */
  status: number;
  error: ApiError | null;
  /** The first field the API put a message on (it has focus once sending ends), or null. */
  rejected: Path<TInput> | null;
}

export interface JsonFormOptions<TInput extends FieldValues, TOutput, TName extends Path<TInput>> {
  /** The shared form schema: its messages are the form's, its output is what is sent. */
  schema: z.ZodType<TOutput, TInput>;
  /** Where the form posts, natively and as JSON. */
  action: string;
  /** The fields the visitor sees, in page order (focus and the API's messages go to these). */
  fields: Readonly<Record<TName, FieldSpec>>;
  toasts: JsonFormToasts;
  /** Sends an `Idempotency-Key`, so a double submit or a retry stores one item. */
  idempotent?: boolean;
  /**
   * After a success, a confirmation stays in the form's place (`sent`, `FormConfirmation`;
   * docs/product.md#the-confirmation) instead of the empty form alone.
   */
  confirms?: boolean;
  /** What the JSON carries besides the fields (the hidden inputs' values in the native post); read when sending. */
  hiddenValues?: () => Record<string, unknown>;
  /** When sending starts. */
  onSend?: () => void;
  /** Before the fields are emptied (and the confirmation shows); gets the `<form>` element. */
  onSuccess?: (form: HTMLFormElement | null) => void;
  /** May return the toast to show instead of `toasts.failed` (or `toasts.invalid`). */
  onFailure?: (failure: SendFailure<TInput>) => ToastCopy | void;
}

export interface JsonForm<TInput extends FieldValues, TOutput, TName extends Path<TInput>> {
  fields: Readonly<Record<TName, FieldSpec>>;
  register: UseFormRegister<TInput>;
  /** The field's current message. */
  fieldError: (name: Path<TInput>) => string | undefined;
  /** True while sending: the form's fieldset and buttons are disabled. */
  isSubmitting: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * What the last successful send carried, while its confirmation stands in the form's place
   * (the form is hidden meanwhile); null when the form shows. Always null without `confirms`.
   */
  sent: TOutput | null;
  /** For the confirmation's heading, which takes focus when the confirmation appears. */
  confirmationRef: RefObject<HTMLHeadingElement | null>;
  /** Brings back the (empty) form in the confirmation's place and, unless told otherwise, focuses its first field. */
  sendAnother: (options?: { focus?: boolean }) => void;
  /** For the `<form>` element. */
  formProps: Pick<
    ComponentPropsWithRef<'form'>,
    'ref' | 'method' | 'suppressHydrationWarning' | 'action' | 'onSubmit' | 'hidden' | 'onInput'
  >;
}

/**
 * Validates on submit, then on every change; sends the schema's output as JSON; on
 * success toasts, empties the fields and forgets the idempotency key (and, with
 * `confirms`, shows the confirmation in the form's place, its heading focused); on failure
 * keeps everything typed, shows the API's field messages and toasts. Focus moves to the
 * first invalid field once sending ends (the disabled fieldset cannot hold it meanwhile).
 */
export function useJsonForm<TInput extends FieldValues, TOutput, TName extends Path<TInput>>(
  options: JsonFormOptions<TInput, TOutput, TName>,
): JsonForm<TInput, TOutput, TName> {
  const { action, fields, toasts } = options;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    // No default values: the fields start from what the page holds, so text typed before the
    // form hydrated is kept (react-hook-form reads each uncontrolled input as it registers).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const names = Object.keys(fields) as TName[];
  const idempotencyKeys = useIdempotencyKeys();
  const submitFocus = useReturnFocus(isSubmitting);
  const formRef = useRef<HTMLFormElement>(null);
  const ref = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    validateWithScript(form);
  }, []);
  const [sent, setSent] = useState<TOutput | null>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const [firstField] = names;
  const sendAnother = useCallback(
    ({ focus = true }: { focus?: boolean } = {}) => {
      // The form must be shown before its first field can take focus.
      flushSync(() => setSent(null));
      if (focus && firstField) setFocus(firstField);
    },
    [firstField, setFocus],
  );

  const send = async (values: TOutput) => {
    options.onSend?.();
    const body = { ...values, ...options.hiddenValues?.() };
    // The key follows everything sent, hidden values included: the API refuses (422) a key reused for other content.
    const request = options.idempotent ? { headers: idempotencyHeaders(idempotencyKeys.keyFor(body)) } : {};
    const result = await postJson(action, body, request);
    if (result.ok) {
      void notify('success', toasts.success);
      options.onSuccess?.(formRef.current);
      const empty = Object.fromEntries([...names, honeypotFieldName].map((name) => [name, '']));
      reset(empty as DefaultValues<TInput>);
      idempotencyKeys.reset();
      if (options.confirms) {
        setSent(values);
        submitFocus.focusAfterSubmit(() => confirmationRef.current?.focus());
      }
      return;
    }
    // The key stands for a request the API already stored with other content: the next send gets a new one.
    if (result.error?.code === 'IDEMPOTENCY_KEY_REUSED') idempotencyKeys.reset();
    const rejected = applyServerFieldErrors(result.error, names, setError);
    if (rejected) submitFocus.focusAfterSubmit(() => setFocus(rejected));
    const toast = options.onFailure?.({ status: result.status, error: result.error, rejected });
    void notify('error', toast || (rejected && toasts.invalid) || toasts.failed);
  };

  const onInvalid = (errors: FieldErrors<TInput>) => {
    const first = firstInvalidField(errors, names);
    if (first) submitFocus.focusAfterSubmit(() => setFocus(first));
    if (toasts.invalid) void notify('error', toasts.invalid);
  };

  return {
    fields,
    register,
    fieldError: (name) => (get(errors, name) as FieldError | undefined)?.message,
    isSubmitting,
    formRef,
    sent,
    confirmationRef,
    sendAnother,
    formProps: {
      ref,
      method: 'post',
      // The island runtime turns the browser's checks off before hydration (`novalidate`).
      suppressHydrationWarning: true,
      action,
      hidden: sent !== null,
      // Only a script types into the hidden form (the chat's Talk to our team fills the contact form):
      // the visitor gets the form back, with what it filled, in the confirmation's place.
      onInput: () => {
        if (sent !== null) setSent(null);
      },
      onSubmit: (event) => {
        submitFocus.remember();
        return handleSubmit(send, onInvalid)(event);
      },
    },
  };
}
