import { createContext, useContext } from 'react';

/** Origin of the site (scheme and host), for absolute canonical URLs on server and browser. */
export const PageOriginContext = createContext('');

export const usePageOrigin = () => useContext(PageOriginContext);
