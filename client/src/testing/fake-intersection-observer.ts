import { act } from '@testing-library/react';

/**
 * Stands in for the browser's IntersectionObserver (jsdom has none): install it with
 * `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`, and the test says when the
 * observed elements come near.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  unobserve() {}

  disconnect() {
    this.disconnected = true;
  }

  takeRecords() {
    return [];
  }

  /**
   * The observed elements (or those of them given) come within (or stay outside) the observer's
   * margin of its root.
   */
  report(isIntersecting: boolean, targets: readonly Element[] = this.observed) {
    const entries = targets.map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}
