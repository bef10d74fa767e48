/** Said when a reveal fails without a typed refusal (the network, the server). */
export const REVEAL_FAILED_MESSAGE = 'The number could not be shown just now. Please try again.';

/** The message of a reveal mutation's typed refusal (every one is an `Error` with a message). */
export function revealRefusal(answer: object): Error {
  const message = 'message' in answer && typeof answer.message === 'string' ? answer.message : '';
  return new Error(message || REVEAL_FAILED_MESSAGE);
}
