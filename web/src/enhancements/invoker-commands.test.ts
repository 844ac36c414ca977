import { afterEach, describe, expect, it } from 'vitest';
import { polyfillInvokerCommands } from './invoker-commands.ts';

// A page of its own: the test setup's platform shims already act on `command` clicks
// in the test document, which would hide whether the polyfill does.
function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('Invoker commands');
  doc.body.innerHTML = html;
  polyfillInvokerCommands(doc);
  return doc;
}

/** The button reading `text` (the detached page has no layout for role queries). */
function button(doc: Document, text: string): HTMLButtonElement {
  return [...doc.querySelectorAll('button')].find((element) => element.textContent === text)!;
}

const dialogPage = `
  <button command="show-modal" commandfor="menu"><span>Open</span></button>
  <button command="show-modal" commandfor="menu" disabled>Open (disabled)</button>
  <dialog id="menu">
    <button command="close" commandfor="menu">Close</button>
    <button command="request-close" commandfor="menu">Done</button>
  </dialog>`;

describe('the invoker commands polyfill, for browsers without command/commandfor', () => {
  it("opens a dialog with show-modal, also from a click on the button's icon or label", () => {
    const doc = page(dialogPage);
    doc.querySelector('button span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(doc.querySelector('dialog')!.open).toBe(true);
  });

  it('closes the dialog with close and with request-close', () => {
    const doc = page(dialogPage);
    const dialog = doc.querySelector('dialog')!;
    for (const name of ['Close', 'Done']) {
      button(doc, 'Open').click();
      expect(dialog.open).toBe(true);
      button(doc, name).click();
      expect(dialog.open).toBe(false);
    }
  });

  it('ignores a disabled button', () => {
    const doc = page(dialogPage);
    button(doc, 'Open (disabled)').click();
    expect(doc.querySelector('dialog')!.open).toBe(false);
  });

  it('shows, hides and toggles a popover', () => {
    const doc = page(`
      <button command="toggle-popover" commandfor="tip">Toggle</button>
      <button command="show-popover" commandfor="tip">Show</button>
      <button command="hide-popover" commandfor="tip">Hide</button>
      <div id="tip" popover>Tip</div>`);
    const tip = doc.getElementById('tip')!;
    const isOpen = () => tip.matches(':popover-open');
    button(doc, 'Show').click();
    button(doc, 'Show').click();
    expect(isOpen()).toBe(true);
    button(doc, 'Hide').click();
    expect(isOpen()).toBe(false);
    button(doc, 'Toggle').click();
    expect(isOpen()).toBe(true);
    button(doc, 'Toggle').click();
    expect(isOpen()).toBe(false);
  });

  describe('in a browser that has invoker commands', () => {
    afterEach(() => {
      delete (HTMLButtonElement.prototype as Partial<Record<'command', string>>).command;
    });

    it('does nothing, leaving the commands to the browser', () => {
      Object.defineProperty(HTMLButtonElement.prototype, 'command', { value: '', configurable: true });
      const doc = page(dialogPage);
      button(doc, 'Open').click();
      expect(doc.querySelector('dialog')!.open).toBe(false);
    });
  });
});
