import { useId } from 'react';
import { honeypotFieldName } from '@ferrum/shared';
import { formCommonCopy } from '../../content/forms.ts';

/**
 * The spam trap (`website`): off screen, hidden from assistive technology and
 * out of the tab order, so people never fill it; bots that fill every input
 * get a normal-looking success and nothing is stored.
 */
export function HoneypotField(input: Omit<React.ComponentPropsWithRef<'input'>, 'id' | 'type'>) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{formCommonCopy.honeypotLabel}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" name={honeypotFieldName} {...input} />
    </div>
  );
}
