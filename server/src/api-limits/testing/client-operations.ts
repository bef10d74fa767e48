import { readPersistedOperations } from '../../api-access/persisted-operations.js';

export interface ClientOperation {
  name: string;
  text: string;
}

const OPERATION_NAME = /^(?:query|mutation|subscription)\s+(\w+)/;

/**
 * Every operation the web client sends, as relay-compiler persisted it beside the client's code
 * (the map the server runs persisted ids from), named as the operation names itself.
 */
export function clientOperations(): ClientOperation[] {
  return [...readPersistedOperations().values()].map((text) => ({
    name: OPERATION_NAME.exec(text)?.[1] ?? text.slice(0, 40),
    text,
  }));
}
