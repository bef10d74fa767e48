import { onDemandModule } from '../../../on-demand/on-demand-module';

/**
 * The enquiry forms' code (CarEnquiryPanel with the form library, the schemas and the phone
 * rules), a chunk of its own. The server loads it before rendering a vehicle page, so the page's
 * HTML carries the forms; the browser loads it only when the forms are wanted (CarEnquirySection).
 */
export const enquiryPanelCode = onDemandModule(() => import('./CarEnquiryPanel'));
