import type { Site } from '@forecourt/tenants/site';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../payments/payment-provider.port.js';
import { createTestRecords } from '../testing/test-records.js';
import { ReservationMailer } from './reservation-mailer.js';
import { DESK_ORIGIN, deskFixture } from './testing/desk-fixture.js';
import type { Reservation } from './reservation.types.js';

const records = createTestRecords();
afterAll(() => records.close());

async function fixture() {
  const f = await deskFixture(records);
  const sent: { message: SendMailOptions; site: Site; mailboxFile: string }[] = [];
  const failures: Error[] = [];
  const mailer = new ReservationMailer({
    sites: [f.site, f.other],
    records,
    send: (message, site, mailboxFile) => {
      const failure = failures.shift();
      if (failure) return Promise.reject(failure);
      sent.push({ message, site, mailboxFile });
      return Promise.resolve();
    },
    origin: () => DESK_ORIGIN,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    now: f.now,
    random: () => 0,
  });
  const event = (reservation: Reservation, kind: PaymentEvent['kind']): PaymentEvent => ({
    provider: 'development',
    eventId: `evt_${kind}_${reservation.id}`,
    kind,
    siteSlug: f.site.config.slug,
    reservationId: reservation.id,
    sessionId: reservation.paymentSessionId!,
    paymentId: `pay_${reservation.id}`,
    occurredAt: f.now(),
  });
  const pay = async () => {
    const result = await f.start('desk-corolla');
    if (result.outcome !== 'started') throw new Error(result.outcome);
    await f.desk.handlePaymentEvent(event(result.reservation, 'paid'));
    return (await f.records.reservation(result.reservation.id))!;
  };
  return { ...f, mailer, sent, failures, pay, event };
}

describe('the shopper’s reservation e-mails', () => {
  it('confirms the deposit once: the car, deposit, reference, hold end, terms and page', async () => {
    const f = await fixture();
    const reservation = await f.pay();
    expect(await f.mailer.runOnce()).toMatchObject({ sent: 1 });
    expect(await f.mailer.runOnce()).toMatchObject({ sent: 0 });
    expect(f.sent).toHaveLength(1);
    const { message, mailboxFile } = f.sent[0]!;
    expect(message.to).toBe('mia@example.com');
    expect(message.subject).toBe(
      `Reserved: 2021 Toyota Corolla Ascent Sport, reference ${reservation.reference} – Harbour Motors`,
    );
    const text = String(message.text);
    expect(text).toContain('We have received your $200 deposit');
    expect(text).toContain(`Your reference: ${reservation.reference}`);
    // Paid at 09:00 UTC, held 48 hours: 7 pm on the Brisbane yard's clock.
    expect(text).toContain('until Tuesday 3 November 2026 at 7:00 pm AEST');
    expect(text).toContain(
      'Your $200 deposit holds this car for you for 48 hours while the dealership contacts you',
    );
    expect(text).toContain(`${DESK_ORIGIN}/reservations/${reservation.id}`);
    expect(String(message.html)).toContain(
      `<a href="${DESK_ORIGIN}/reservations/${reservation.id}">`,
    );
    expect(mailboxFile).toMatch(/reservation-confirmed-\d+\.eml$/);
    expect(await f.records.reservationEmails(reservation.id)).toEqual([
      expect.objectContaining({ kind: 'confirmed', status: 'sent', messageId: message.messageId }),
    ]);
  });

  it('fills the site’s own terms and deposit in', async () => {
    const f = await fixture();
    f.site.config.reservations = {
      ...f.site.config.reservations,
      deposit: 500,
      holdHours: 24,
      terms: 'A {deposit} deposit; we hold it {holdHours} hours. <b>Refundable</b>.',
    };
    await f.pay();
    await f.mailer.runOnce();
    expect(String(f.sent[0]!.message.text)).toContain(
      'A $500 deposit; we hold it 24 hours. <b>Refundable</b>.',
    );
    expect(String(f.sent[0]!.message.html)).toContain('&lt;b&gt;Refundable&lt;/b&gt;');
  });

  it('tells the shopper when the deposit is refunded', async () => {
    const f = await fixture();
    const reservation = await f.pay();
    await f.desk.handlePaymentEvent(f.event(reservation, 'refunded'));
    await f.mailer.runOnce();
    expect(f.sent.map((s) => s.message.subject)).toEqual([
      expect.stringMatching(/^Reserved:/),
      'Your $200 deposit has been refunded – Harbour Motors',
    ]);
    expect(String(f.sent[1]!.message.text)).toContain(`reference ${reservation.reference}`);
  });

  it('tries a failed send again and does not send twice', async () => {
    const f = await fixture();
    await f.pay();
    f.failures.push(new Error('SMTP 421'));
    expect(await f.mailer.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    f.advance(60 * 60_000);
    expect(await f.mailer.runOnce()).toMatchObject({ sent: 1 });
    expect(await f.mailer.runOnce()).toMatchObject({ sent: 0, retried: 0 });
    expect(f.sent).toHaveLength(1);
  });
});
