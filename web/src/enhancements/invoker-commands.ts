/**
 * `command` / `commandfor` for browsers that predate them (Baseline December 2025):
 * Apply Now and the menu button open their dialogs with them. Where the browser
 * knows them this does nothing.
 */

type Command = 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';

function run(command: Command, target: HTMLElement): void {
  if (target instanceof HTMLDialogElement) {
    if (command === 'show-modal' && !target.open) target.showModal();
    else if ((command === 'close' || command === 'request-close') && target.open) target.close();
    return;
  }
  if (command === 'toggle-popover') target.togglePopover();
  else if (command === 'show-popover' && !target.matches(':popover-open')) target.showPopover();
  else if (command === 'hide-popover' && target.matches(':popover-open')) target.hidePopover();
}

/** Runs a clicked button's command on its target, where the browser does not. */
export function polyfillInvokerCommands(root: Document = document): void {
  if ('command' in HTMLButtonElement.prototype) return;
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[commandfor]');
    if (!button || (button as HTMLButtonElement).disabled) return;
    const target = root.getElementById(button.getAttribute('commandfor') ?? '');
    const command = button.getAttribute('command') as Command | null;
    if (target && command) run(command, target);
  });
}
