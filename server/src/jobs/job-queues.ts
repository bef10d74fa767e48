/** The queues of leased jobs in the records, each drained by a worker of its own. */
export type JobQueue =
  'leadDeliveries' | 'similarCarAlertEmails' | 'accountAlertEmails' | 'reservationEmails';

/** Told when this process has queued jobs, so their worker need not wait for its next poll. */
export type JobsQueued = (queue: JobQueue) => void;
