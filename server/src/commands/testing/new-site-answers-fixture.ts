import type { NewSiteAnswers } from '../new-site-files.js';

/** A new dealer with two locations, as `pnpm site:new` would have gathered it. */
export const HARBOUR_ANSWERS: Omit<NewSiteAnswers, 'schemaPath'> = {
  slug: 'harbour-motors',
  name: 'Harbour Motors & Co',
  domains: ['harbourmotors.com.au'],
  email: 'sales@harbourmotors.com.au',
  locations: [
    {
      name: 'Harbour Motors Newstead',
      street: '12 Breakfast Creek Rd',
      suburb: 'Newstead',
      state: 'QLD',
      postcode: '4006',
      phone: '(07) 3555 1234',
      lat: -27.44,
      long: 153.04,
    },
    {
      name: 'Ipswich',
      street: '1 Brisbane St',
      suburb: 'Ipswich',
      state: 'QLD',
      postcode: '4305',
      phone: '07 3281 0000',
      lat: -27.61,
      long: 152.76,
    },
  ],
  colours: { primary: '#0b3d91', accent: '#f4a300' },
};
