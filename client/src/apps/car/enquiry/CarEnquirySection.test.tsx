import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LEAD_FORM_POST_FIELDS } from '@forecourt/schema/leads/lead-form-post';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarEnquirySectionTestQuery } from '../../../__generated__/CarEnquirySectionTestQuery.graphql';
import { leadFormSettings } from '../../../testing/lead-form-fixtures';
import { pendingOperations } from '../../../testing/pending-operations';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarEnquirySection } from './CarEnquirySection';

const query = graphql`
  query CarEnquirySectionTestQuery @relay_test_operation {
    car(slug: "2019-toyota-hilux-sr5") {
      ...CarEnquirySection_car
    }
  }
`;

/**
 * The server's forms as the browser kept them (null: a page opened by a link of the site), and
 * for each time the hand-over read them, whether the form it read was still in the page once
 * that task was over.
 */
const serverForms = vi.hoisted(() => ({
  html: null as string | null,
  connectedAfterRead: [] as boolean[],
}));

vi.mock('../../../on-demand/useServerRenderedHtml', () => ({
  useServerRenderedHtml: () => serverForms.html,
}));

vi.mock('../../../components/leads/server-form-handover', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../../components/leads/server-form-handover')>();
  return {
    ...actual,
    formFieldsIn: (container: Element) => {
      const read = container.querySelector('form');
      // A microtask runs once the task that read the forms is over, before any event can.
      queueMicrotask(() => serverForms.connectedAfterRead.push(read?.isConnected ?? false));
      return actual.formFieldsIn(container);
    },
  };
});

const PANEL_QUERY = 'CarEnquiryPanelQuery';
/** The forms' code loads on demand: the first load in a test run takes a while. */
const LOADED = { timeout: 10_000 };

beforeEach(() => {
  localStorage.clear();
  serverForms.html = null;
  serverForms.connectedAfterRead = [];
});
afterEach(() => window.history.replaceState(null, '', '/'));

async function renderSection() {
  const user = userEvent.setup();
  const rendered = await renderWithRelay<CarEnquirySectionTestQuery>({
    query,
    resolvers: {
      Car: () => ({
        internalId: 'hilux-1',
        name: '2019 Toyota Hilux SR5',
        path: '/cars/2019-toyota-hilux-sr5',
      }),
      Location: () => ({ internalId: 'southport', dealershipSlug: 'coastal-southport' }),
    },
    render: (data) =>
      data.car && (
        <>
          <a href="#enquire">Enquire Now</a>
          <CarEnquirySection car={data.car} />
        </>
      ),
  });
  const answerPanel = (testDrive: boolean) =>
    act(() =>
      rendered.environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Site: () => ({ slug: 'coastal-motor-group', features: { testDrive } }),
          LeadFormSettings: () => leadFormSettings(),
        }),
      ),
    );
  return { ...rendered, user, answerPanel };
}

describe('CarEnquirySection', () => {
  it('holds the forms’ place under the Enquire target without loading them', async () => {
    const { container, environment } = await renderSection();

    const section = screen.getByRole('region', { name: 'Enquire about this vehicle' });
    expect(section.id).toBe('enquire');
    expect(within(section).getByRole('status').textContent).toBe('Loading the form…');
    expect(container.querySelector('.car-enquiry__placeholder')).not.toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(pendingOperations(environment, PANEL_QUERY)).toEqual([]);
  });

  it('loads the forms when an Enquire link is pressed, with a test-drive tab', async () => {
    const { user, environment, answerPanel } = await renderSection();

    await user.click(screen.getByRole('link', { name: 'Enquire Now' }));
    expect(pendingOperations(environment, PANEL_QUERY)).toEqual([{}]);
    answerPanel(true);

    const enquiry = await screen.findByRole('form', { name: 'Send an enquiry' }, LOADED);
    const enquireTab = screen.getByRole('tab', { name: 'Enquire' });
    expect(enquireTab.getAttribute('aria-selected')).toBe('true');
    expect(enquiry.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false);
    expect(screen.queryByRole('form', { name: 'Book a test drive' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Book a test drive' }));
    expect(screen.getByRole('form', { name: 'Book a test drive' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Send an enquiry' })).toBeNull();

    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(document.activeElement).toBe(enquireTab));
    expect(enquireTab.getAttribute('aria-selected')).toBe('true');
  });

  it('offers the enquiry alone where the site takes no test-drive bookings', async () => {
    const { user, answerPanel } = await renderSection();

    await user.click(screen.getByRole('link', { name: 'Enquire Now' }));
    answerPanel(false);

    expect(await screen.findByRole('form', { name: 'Send an enquiry' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('puts its forms in place of the server’s in the task that reads them', async () => {
    serverForms.html =
      '<form aria-label="Send an enquiry" method="post">' +
      `<input type="hidden" name="${LEAD_FORM_POST_FIELDS.form}" value="VEHICLE_ENQUIRY">` +
      '<label>Name <input name="name" value="Jo Citizen"></label></form>';
    const { user, answerPanel } = await renderSection();
    expect(screen.getByRole('form', { name: 'Send an enquiry' })).not.toHaveProperty(
      'dataset.live',
    );

    await user.click(screen.getByRole('link', { name: 'Enquire Now' }));
    answerPanel(false);

    const live = await waitFor(() => {
      const form = screen.getByRole('form', { name: 'Send an enquiry' });
      expect(form.hasAttribute('data-live')).toBe(true);
      return form;
    }, LOADED);
    // Nothing typed between the read and the replacement could be lost: there was no between.
    expect(serverForms.connectedAfterRead).toEqual([false]);
    expect(within(live).getByRole('textbox', { name: 'Name' })).toHaveProperty(
      'value',
      'Jo Citizen',
    );
  });

  it('loads the forms at once when the address points at the section', async () => {
    window.history.replaceState(null, '', '/cars/2019-toyota-hilux-sr5#enquire');
    const { environment } = await renderSection();

    expect(pendingOperations(environment, PANEL_QUERY)).toEqual([{}]);
  });
});
