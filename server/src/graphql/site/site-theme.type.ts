import type { SiteConfig } from '@forecourt/tenants/site-config.schema';
import { builder } from '../../builder.js';

type Theme = SiteConfig['theme'];

const ThemeColoursRef = builder.objectRef<Theme['colours']>('ThemeColours').implement({
  description: 'Theme colours as #rrggbb, for CSS custom properties.',
  fields: (t) => ({
    primary: t.exposeString('primary', { description: 'Primary brand colour.' }),
    secondary: t.exposeString('secondary', { description: 'Secondary colour.' }),
    accent: t.exposeString('accent', { description: 'Accent colour (buttons, highlights).' }),
    text: t.exposeString('text', { description: 'Body text colour.' }),
    background: t.exposeString('background', { description: 'Page background.' }),
  }),
});

const LogoRef = builder.objectRef<Theme['logo']>('Logo').implement({
  description: 'The site’s logo with its intrinsic size.',
  fields: (t) => ({
    url: t.string({
      description: 'Logo URL.',
      resolve: (logo) => (/^(https?:)?\//.test(logo.url) ? logo.url : '/media/site/logo'),
    }),
    alt: t.exposeString('alt', { description: 'Alternative text.' }),
    width: t.exposeInt('width', { description: 'Width in pixels.' }),
    height: t.exposeInt('height', { description: 'Height in pixels.' }),
  }),
});

const BrandColourRef = builder
  .objectRef<{ make: string; colour: string }>('BrandColour')
  .implement({
    description: 'Accent colour of one manufacturer brand.',
    fields: (t) => ({
      make: t.exposeString('make', { description: 'Manufacturer.' }),
      colour: t.exposeString('colour', { description: 'Colour as #rrggbb.' }),
    }),
  });

export const ThemeRef = builder.objectRef<Theme>('Theme').implement({
  description: 'Look of the site.',
  fields: (t) => ({
    colours: t.field({
      type: ThemeColoursRef,
      description: 'Theme colours.',
      resolve: (th) => th.colours,
    }),
    logo: t.field({ type: LogoRef, description: 'Logo.', resolve: (th) => th.logo }),
    brandColours: t.field({
      type: [BrandColourRef],
      description: 'Colours per manufacturer brand.',
      resolve: (th) => Object.entries(th.brandColours).map(([make, colour]) => ({ make, colour })),
    }),
  }),
});
