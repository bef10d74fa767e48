import { createContext, useContext } from 'react';
import type { PageLeadForms } from '../../ssr-contract';

/**
 * What the server rendered the page's lead forms with (a form token, a key, a refused posted
 * form): null when the page was rendered in the browser, whose forms are sent by script only.
 */
export const PageLeadFormsContext = createContext<PageLeadForms | null>(null);

export const usePageLeadForms = (): PageLeadForms | null => useContext(PageLeadFormsContext);
