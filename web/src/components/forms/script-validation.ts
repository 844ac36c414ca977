/**
 * A form's HTML carries the browser's own checks (`required`, `minlength`, `type`)
 * for visitors without JavaScript. Once the form's island runs, it validates with
 * the shared schemas and shows their messages (docs/product.md#validation-rules) instead, so it turns the
 * browser's checks off (the island runtime does so even before hydration).
 */
export function validateWithScript(form: HTMLFormElement | null): void {
  if (form) form.noValidate = true;
}
