import { pino } from 'pino';

/** Structured logs (JSON); `pnpm start` pipes nothing, so keep messages readable on their own. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: undefined,
  transport:
    process.stdout.isTTY && process.env.NODE_ENV !== 'production'
      ? { target: 'pino-pretty', options: { ignore: 'time', singleLine: true } }
      : undefined,
});
