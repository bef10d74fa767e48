import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseServerTab,
  chosenTabIn,
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

  it('chooses a pressed server tab as the tabs’ code would, and reads it back', () => {
    const container = document.createElement('div');
    container.innerHTML = `
      <div role="tablist">
        <button type="button" role="tab" data-tab="enquire" aria-selected="true" data-state="active" tabindex="0" aria-controls="panel-enquire">Enquire</button>
        <button type="button" role="tab" data-tab="test-drive" aria-selected="false" data-state="inactive" tabindex="-1" aria-controls="panel-test-drive">Book a test drive</button>
      </div>
      <div role="tabpanel" id="panel-enquire" data-state="active"><form></form></div>
      <div role="tabpanel" id="panel-test-drive" data-state="inactive" hidden><form></form></div>`;
    document.body.append(container);
    const [enquire, testDrive] = container.querySelectorAll('[role="tab"]');
    const panel = (id: string) => document.getElementById(id)!;
    expect(chosenTabIn(container)).toBe('enquire');

    chooseServerTab(testDrive!);
    expect(chosenTabIn(container)).toBe('test-drive');
    expect(testDrive!.getAttribute('tabindex')).toBe('0');
    expect(enquire!.getAttribute('aria-selected')).toBe('false');
    expect(enquire!.getAttribute('tabindex')).toBe('-1');
    expect(panel('panel-test-drive').hidden).toBe(false);
    expect(panel('panel-test-drive').dataset.state).toBe('active');
    expect(panel('panel-enquire').hidden).toBe(true);

    chooseServerTab(enquire!);
    expect(chosenTabIn(container)).toBe('enquire');
    expect(panel('panel-enquire').hidden).toBe(false);
    expect(panel('panel-test-drive').hidden).toBe(true);
  });

  it('reads no tab where the forms have none', () => {
    expect(chosenTabIn(serverForms())).toBeNull();
  });
});
