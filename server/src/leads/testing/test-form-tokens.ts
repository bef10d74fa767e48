import { LeadFormTokens } from '../lead-form-token.js';

/** The form tokens of the test platform, so a test can issue one opened when it likes. */
export const TEST_FORM_TOKENS = new LeadFormTokens('test-form-secret-of-32-characters-or-more');
