import type { PostedFields } from './typed-before-code';

/**
 * Reading server-rendered forms that the browser kept as plain HTML, at the moment React renders
 * the same forms in their place: what was typed, and which control had the focus.
 */

/** The controls a shopper can focus, in the order of the page. */
const CONTROLS = 'input, select, textarea, button, a[href], [tabindex]';

/** Inputs a shopper does not type into: replacing one of them does not interrupt anything. */
const NOT_TYPED_INTO = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'hidden',
  'image',
  'file',
  'range',
  'color',
]);

/** Each form's fields in `container`, as the browser would post them. */
export function formFieldsIn(container: Element): PostedFields[] {
  return Array.from(container.querySelectorAll('form'), (form) =>
    [...new FormData(form)].flatMap(([name, value]): PostedFields =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );
}

/**
 * Whether the shopper is typing in a field of `container` (or has its list open): replacing the
 * field now would take the keyboard and the caret from under their fingers.
 */
export function isTypingIn(container: Element): boolean {
  const active = document.activeElement;
  if (!active || !container.contains(active)) return false;
  if (active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) return true;
  return active instanceof HTMLInputElement && !NOT_TYPED_INTO.has(active.type);
}

/** The place of the focused control among `container`'s controls; null when the focus is elsewhere. */
export function focusedControlIndex(container: Element): number | null {
  const active = document.activeElement;
  if (!active || !container.contains(active)) return null;
  const index = [...container.querySelectorAll(CONTROLS)].indexOf(active);
  return index < 0 ? null : index;
}

/** Focuses the control at `index` of `container`: the same control, in forms rendered alike. */
export function focusControlAt(container: Element, index: number): void {
  const control = container.querySelectorAll(CONTROLS)[index];
  if (control instanceof HTMLElement) control.focus({ preventScroll: true });
}

/** The value of the tab chosen among `container`'s tabs (Tabs' data-tab); null without tabs. */
export function chosenTabIn(container: Element): string | null {
  return (
    container.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.dataset.tab ?? null
  );
}

/**
 * Chooses `tab` among the server's tabs as their code would: the tab is marked chosen and only its
 * panel shows. Until the code arrives the server's tabs are plain buttons; a shopper who presses
 * one meanwhile sees its panel at once, and React then renders the same tab chosen.
 */
export function chooseServerTab(tab: Element): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const each of list.querySelectorAll('[role="tab"]')) {
    const chosen = each === tab;
    each.setAttribute('aria-selected', String(chosen));
    each.setAttribute('data-state', chosen ? 'active' : 'inactive');
    each.setAttribute('tabindex', chosen ? '0' : '-1');
    const panelId = each.getAttribute('aria-controls');
    const panel = panelId ? document.getElementById(panelId) : null;
    if (!panel) continue;
    panel.toggleAttribute('hidden', !chosen);
    panel.setAttribute('data-state', chosen ? 'active' : 'inactive');
  }
}
