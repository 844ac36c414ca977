import { it, expect } from 'vitest';
import userEvent from '@testing-library/user-event';
it('probe', async () => {
  document.body.innerHTML = `<style>.f:has(input[value="A"]:checked) li:not([data-c~="A"]){display:none}</style>
  <div class="f"><input type="radio" name="x" value="ALL" checked><input type="radio" name="x" value="A"><ul><li data-c="A">a</li><li data-c="B">b</li></ul></div>
  <details name="m"><summary>One</summary><a href="#1">L1</a></details><details name="m"><summary>Two</summary><a href="#2">L2</a></details>`;
  const user = userEvent.setup();
  const [, a] = document.querySelectorAll('input');
  await user.click(a!);
  console.log('checked', a!.checked, 'b display', getComputedStyle(document.querySelectorAll('li')[1]!).display);
  const [s1, s2] = document.querySelectorAll('summary');
  await user.click(s1!);
  console.log('d1 open', document.querySelectorAll('details')[0]!.open);
  await user.click(s2!);
  await new Promise((r) => setTimeout(r, 10));
  console.log('after s2: d1', document.querySelectorAll('details')[0]!.open, 'd2', document.querySelectorAll('details')[1]!.open);
  console.log('PointerEvent', typeof PointerEvent, 'CSS', typeof CSS, typeof CSS?.supports, 'command' in HTMLButtonElement.prototype, typeof window.matchMedia, typeof (window as any).requestIdleCallback);
  expect(1).toBe(1);
});
