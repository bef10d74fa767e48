import { createPgliteRecords } from './create-records.js';
import { describeRecordsPort } from './records.port-suite.js';

describeRecordsPort('PGlite in memory', () => Promise.resolve(createPgliteRecords()));
