import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { act, fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type Mock,
  type MockInstance,
} from 'vitest';
import type { PrintButtonTestQuery } from '../../../__generated__/PrintButtonTestQuery.graphql';
import { pendingOperations } from '../../../testing/pending-operations';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { PrintButton } from './PrintButton';

const query = graphql`
  query PrintButtonTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...PrintButton_car
    }
    site {
      ...PrintButton_site
    }
  }
`;

const CAR = { id: 'Q2FyOmhpbHV4LTE=', slug: '2021-toyota-hilux-sr5' };
const PDF_PATH = '/print/2021-toyota-hilux-sr5.pdf';

const renderPrint = (features: { print: boolean; printAsPdf: boolean }) =>
  renderWithRelay<PrintButtonTestQuery>({
    query,
    resolvers: { Car: () => CAR, Site: () => ({ features }) },
    render: (data) => data.car && <PrintButton car={data.car} site={data.site} />,
  });

/** A fetch whose answer the test gives when it wants to. */
function controlledFetch() {
  let answer: (response: Response) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const fetch = vi.fn(
    (_input: RequestInfo | URL) =>
      new Promise<Response>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    answer: (response: Response) => act(async () => answer(response)),
    fail: (error: Error) => act(async () => fail(error)),
  };
}

const pdfResponse = () =>
  new Response('%PDF-1.7 hilux', {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="2021-toyota-hilux-sr5.pdf"',
    },
  });

let saved: { href: string; download: string; inDocument: boolean }[];
let createObjectURL: Mock<(blob: Blob) => string>;
let alert: MockInstance<typeof window.alert>;

beforeEach(() => {
  saved = [];
  // The download link's click would navigate; record what it would have saved instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download, inDocument: this.isConnected });
  });
  createObjectURL = vi.fn((_blob: Blob) => 'blob:https://northside-used-cars.example/pdf-1');
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const printButton = () => screen.getByRole('button', { name: /^(Print|Preparing\.\.\.)/ });

describe('PrintButton, where the site prints to PDF', () => {
  const features = { print: true, printAsPdf: true };

  it('downloads the vehicle’s PDF as {slug}.pdf, reading "Preparing..." meanwhile', async () => {
    const server = controlledFetch();
    await renderPrint(features);
    expect(printButton().textContent).toContain('Print');
    expect(screen.getByRole('button', { name: 'Print (downloads a PDF)' })).toBeTruthy();

    fireEvent.click(printButton());

    expect(server.fetch).toHaveBeenCalledWith(PDF_PATH);
    expect(screen.getByRole('button', { name: 'Preparing... (downloads a PDF)' })).toBeTruthy();
    expect(printButton().getAttribute('aria-disabled')).toBe('true');
    expect(saved).toEqual([]);

    await server.answer(pdfResponse());

    expect(saved).toEqual([
      {
        href: 'blob:https://northside-used-cars.example/pdf-1',
        download: '2021-toyota-hilux-sr5.pdf',
        inDocument: true,
      },
    ]);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(await blob.text()).toBe('%PDF-1.7 hilux');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print (downloads a PDF)' })).toBeTruthy();
    expect(printButton().getAttribute('aria-disabled')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('does not ask twice while the PDF is being prepared', async () => {
    const server = controlledFetch();
    await renderPrint(features);

    fireEvent.click(printButton());
    fireEvent.click(printButton());

    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('alerts the server’s message when it cannot make the PDF, then is ready again', async () => {
    const server = controlledFetch();
    await renderPrint(features);

    fireEvent.click(printButton());
    await server.answer(
      new Response('This vehicle has sold: its PDF is no longer available.\n', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      }),
    );

    expect(alert).toHaveBeenCalledWith('This vehicle has sold: its PDF is no longer available.');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Print (downloads a PDF)' })).toBeTruthy();
  });

  it.each([
    ['no message', new Response('', { status: 502 })],
    [
      'a page instead of a message',
      new Response('<!DOCTYPE html><html><body>Not found</body></html>', {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
    ],
  ])('alerts the status when the server gives %s', async (_case, response) => {
    const server = controlledFetch();
    await renderPrint(features);

    fireEvent.click(printButton());
    await server.answer(response);

    expect(alert).toHaveBeenCalledWith(
      `The PDF could not be prepared (the server answered ${response.status}).`,
    );
  });

  it('alerts the error’s message when the request fails', async () => {
    const server = controlledFetch();
    await renderPrint(features);

    fireEvent.click(printButton());
    await server.fail(new TypeError('Failed to fetch'));

    expect(alert).toHaveBeenCalledWith('Failed to fetch');
    expect(printButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('records the print (event 61) without waiting for it', async () => {
    const server = controlledFetch();
    const { environment } = await renderPrint(features);

    fireEvent.click(printButton());
    await server.answer(pdfResponse());

    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([
      { eventId: ANALYTICS_EVENTS.PRINT, carId: CAR.id },
    ]);
    expect(saved).toHaveLength(1);
  });

  it('still prints when recording the print fails, and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = controlledFetch();
    const { environment } = await renderPrint(features);

    fireEvent.click(printButton());
    const [tracking] = environment.mock
      .getAllOperations()
      .filter((operation) => operation.request.node.params.name === 'useTrackEventMutation');
    act(() => environment.mock.reject(tracking!, new Error('The records store is down')));
    await server.answer(pdfResponse());

    expect(warn).toHaveBeenCalledWith(
      `Could not record analytics event ${ANALYTICS_EVENTS.PRINT}`,
      expect.any(Error),
    );
    expect(saved).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('PrintButton, where the site prints the sheet', () => {
  const features = { print: true, printAsPdf: false };

  it('opens the print sheet in a new tab and records the print', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { environment } = await renderPrint(features);

    fireEvent.click(screen.getByRole('button', { name: 'Print (opens in a new tab)' }));

    expect(open).toHaveBeenCalledWith('/print?car_id=2021-toyota-hilux-sr5', '_blank', 'noopener');
    expect(fetch).not.toHaveBeenCalled();
    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([
      { eventId: ANALYTICS_EVENTS.PRINT, carId: CAR.id },
    ]);
    expect(screen.getByRole('button', { name: 'Print (opens in a new tab)' })).toBeTruthy();
  });
});

describe('PrintButton, where the site has printing off', () => {
  it('shows nothing', async () => {
    await renderPrint({ print: false, printAsPdf: true });

    expect(screen.queryByRole('button')).toBeNull();
  });
});
