/**
 * The enquiry forms' code (CarEnquiryPanel), which loads on its own: once loaded, the section
 * renders it at once, with no Suspense fallback in between. The vehicle page's route loads it
 * before rendering (server and hydration alike), so the server's HTML carries the forms and
 * hydration finds the same; when not (a failed load), the section loads it itself.
 */
type PanelModule = typeof import('./CarEnquiryPanel');

let loaded: PanelModule | null = null;

export async function loadEnquiryPanel(): Promise<PanelModule> {
  loaded ??= await import('./CarEnquiryPanel');
  return loaded;
}

export const loadedEnquiryPanel = (): PanelModule | null => loaded;
