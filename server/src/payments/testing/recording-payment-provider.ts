import type {
  PaymentProvider,
  PaymentSession,
  PaymentSessionRequest,
} from '../payment-provider.port.js';
import type { PaymentProviderName } from '../../reservations/reservation.types.js';

/**
 * A test double of the PaymentProvider port, for tests only: it takes no money. It records every
 * session asked for and every refund, answers a repeated idempotency key with the session it made
 * the first time (as the port requires), and can be told to fail, to test what the caller does
 * when the provider is down.
 */
export class RecordingPaymentProvider implements PaymentProvider {
  readonly sessions: PaymentSessionRequest[] = [];
  readonly refunds: { paymentId: string; idempotencyKey: string }[] = [];
  /** Set to make the next calls reject with it; null answers normally. */
  failWith: Error | null = null;
  private readonly byKey = new Map<string, PaymentSession>();
  private readonly refundKeys = new Set<string>();

  constructor(readonly name: PaymentProviderName = 'development') {}

  createSession(request: PaymentSessionRequest): Promise<PaymentSession> {
    if (this.failWith) return Promise.reject(this.failWith);
    this.sessions.push(request);
    let session = this.byKey.get(request.idempotencyKey);
    if (!session) {
      const sessionId = `test_session_${this.byKey.size + 1}_${request.reservationId}`;
      session = { sessionId, paymentUrl: `https://pay.test/${sessionId}` };
      this.byKey.set(request.idempotencyKey, session);
    }
    return Promise.resolve(session);
  }

  refund(paymentId: string, idempotencyKey: string): Promise<void> {
    if (this.failWith) return Promise.reject(this.failWith);
    if (!this.refundKeys.has(idempotencyKey)) {
      this.refundKeys.add(idempotencyKey);
      this.refunds.push({ paymentId, idempotencyKey });
    }
    return Promise.resolve();
  }

  /** The session this double made for a reservation, for tests to pay or cancel. */
  sessionOf(reservationId: string): PaymentSession | undefined {
    return [...this.byKey.values()].find((session) => session.sessionId.endsWith(reservationId));
  }
}
