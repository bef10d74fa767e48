import { afterEach, describe, expect, it } from 'vitest';
import {
  focusControlAt,
  focusedControlIndex,
  formFieldsIn,
  isTypingIn,
} from './server-form-handover';

/** Two server-rendered forms, as the page keeps them before their code arrives. */
function serverForms(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `
    <div role="tablist"><button type="button" role="tab">Enquire</button></div>
    <form>
      <input type="hidden" name="_form" value="VEHICLE_ENQUIRY">
      <input name="name" value="">
      <textarea name="message"></textarea>
      <select name="preferredDealership"><option value="">Choose</option><option value="south">South</option></select>
      <input type="checkbox" name="termsAccepted">
      <button type="submit">Send enquiry</button>
    </form>
    <form><input type="hidden" name="_form" value="TEST_DRIVE"><input name="name" value=""></form>`;
  document.body.append(container);
  return container;
}

afterEach(() => document.body.replaceChildren());

describe('server form handover', () => {
  it('reads each form’s fields as the browser would post them', () => {
    const container = serverForms();
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Jo';
    container.querySelector<HTMLSelectElement>('select')!.value = 'south';
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;

    expect(formFieldsIn(container)).toEqual([
      [
        ['_form', 'VEHICLE_ENQUIRY'],
        ['name', 'Jo'],
        ['message', ''],
        ['preferredDealership', 'south'],
        ['termsAccepted', 'on'],
      ],
      [
        ['_form', 'TEST_DRIVE'],
        ['name', ''],
      ],
    ]);
  });

  it('tells a field being typed in from a control that is only focused', () => {
    const container = serverForms();
    expect(isTypingIn(container)).toBe(false);

    for (const typedInto of ['input[name="name"]', 'textarea', 'select']) {
      container.querySelector<HTMLElement>(typedInto)!.focus();
      expect(isTypingIn(container)).toBe(true);
    }
    for (const pressed of [
      'input[type="checkbox"]',
      'button[role="tab"]',
      'button[type="submit"]',
    ]) {
      container.querySelector<HTMLElement>(pressed)!.focus();
      expect(isTypingIn(container)).toBe(false);
    }
  });

  it('focuses the same control in forms rendered alike', () => {
    const server = serverForms();
    server.querySelector<HTMLElement>('input[type="checkbox"]')!.focus();
    const index = focusedControlIndex(server);
    expect(index).not.toBeNull();

    server.remove();
    const rendered = serverForms();
    expect(focusedControlIndex(rendered)).toBeNull();
    focusControlAt(rendered, index!);
    expect(document.activeElement).toBe(rendered.querySelector('input[type="checkbox"]'));
  });
});
