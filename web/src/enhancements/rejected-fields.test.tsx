import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formResultPaths } from '@ferrum/shared';
import { FormResultPage } from '../pages/form-result/form-result-page.tsx';
import { renderStatic } from '../test/render-static.tsx';
import { showRejectedFields } from './rejected-fields.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

/** The contact form's "check your message" page, at `search`. */
function renderCheckPage(search = '') {
  window.history.replaceState(null, '', `${formResultPaths.contact.invalid}${search}`);
  renderStatic(<FormResultPage form="contact" outcome="invalid" />);
}

const message = (label: string) => screen.getByText(`${label}:`).closest('li')!;

describe("the rejected fields' messages", () => {
  it('keeps only the messages of the fields the API named', () => {
    renderCheckPage('?fields=firstName,subject');
    showRejectedFields();
    expect(message('First name')).toBeVisible();
    expect(message('Subject')).toBeVisible();
    for (const label of ['Last name', 'Email', 'Message']) expect(message(label)).not.toBeVisible();
  });

  it('leaves every field rule listed when the address names no field', () => {
    renderCheckPage();
    showRejectedFields();
    for (const label of ['First name', 'Last name', 'Email', 'Subject', 'Message']) {
      expect(message(label)).toBeVisible();
    }
  });
});
