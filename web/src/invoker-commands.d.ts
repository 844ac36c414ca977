/**
 * Invoker commands (HTML `command` / `commandfor`, Baseline 2025): React passes
 * them through as plain attributes; these types let buttons carry them.
 */
/* eslint-disable @typescript-eslint/no-unused-vars -- merged declarations must repeat React's type parameter */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    /** `show-modal`, `close`, `toggle-popover`... or a custom `--name`. */
    command?: string;
    /** Id of the element the command acts on. */
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    /** Which user actions close the dialog (`any`, `closerequest`, `none`). */
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
