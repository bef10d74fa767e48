import { isContentPagePathShape } from '@forecourt/schema/content/content-paths';
import { z } from 'zod';
import { builder } from '../../builder.js';
import { servicePageHref } from '../../content/service-page.js';
import { siteContentPage, type SiteContentPage } from '../../content/site-content-pages.js';
import { BreadcrumbRef } from '../common/breadcrumb.type.js';
import { SiteRef } from '../site/site.type.js';

/** Longest address asked about: longer than any page name the loader takes. */
const MAX_PATH_LENGTH = 200;

const ContentPageRef = builder.objectRef<SiteContentPage>('ContentPage').implement({
  description:
    'A page the dealer wrote in Markdown in the site folder (content/<name>.md at /<name>, content/pages/<name>.md at /pages/<name>).',
  fields: (t) => ({
    path: t.exposeString('path', {
      description: 'Its address on the site: /about-us, /pages/faq.',
    }),
    title: t.exposeString('title', {
      description: 'Its title: the text of its first "# " heading.',
    }),
    description: t.exposeString('description', {
      description:
        'Its first paragraph as plain text, at most 160 characters (link previews, search results); empty when it has none.',
    }),
    html: t.exposeString('html', {
      description:
        'The page as HTML, its title heading included. Raw HTML the dealer wrote is escaped; images/… point at the site image route; links to other sites carry rel="noopener".',
    }),
    breadcrumbs: t.field({
      type: [BreadcrumbRef],
      description: 'Home, then the page itself.',
      resolve: (page) => [
        { label: 'Home', path: '/' },
        { label: page.title, path: page.path },
      ],
    }),
  }),
});

const ContentPageLinkRef = builder
  .objectRef<{ path: string; title: string }>('ContentPageLink')
  .implement({
    description: 'A link to one of the site’s content pages.',
    fields: (t) => ({
      path: t.exposeString('path', { description: 'The page’s address.' }),
      title: t.exposeString('title', { description: 'The page’s title.' }),
    }),
  });

const ServicePageRef = builder
  .objectRef<Parameters<typeof servicePageHref>[0]>('ServicePage')
  .implement({
    description: 'The site’s Book a Service page: its own at /service, or the manufacturer’s.',
    fields: (t) => ({
      url: t.string({
        description:
          'Where Book a Service links lead: /service, or the manufacturer’s booking page on a site that books there.',
        resolve: (settings) => servicePageHref(settings),
      }),
      external: t.boolean({
        description: 'Whether the site books services on the manufacturer’s page (url is there).',
        resolve: (settings) => settings.servicePage.externalUrl !== undefined,
      }),
      category: t.string({
        description: 'The General Enquiry category the site’s own Book a Service form starts with.',
        resolve: (settings) => settings.servicePage.category,
      }),
    }),
  });

builder.objectFields(SiteRef, (t) => ({
  contentPage: t.field({
    type: ContentPageRef,
    nullable: true,
    description:
      'The site’s content page at this address; null when it has none there (the page answers 404).',
    args: {
      path: t.arg.string({
        required: true,
        description: 'The page’s address: /<name> or /pages/<name>.',
        validate: z.string().max(MAX_PATH_LENGTH, `must be at most ${MAX_PATH_LENGTH} characters`),
      }),
    },
    // An address of another shape names no page: null, like an unknown name.
    resolve: (site, { path }) =>
      isContentPagePathShape(path) ? siteContentPage(site, path) : null,
  }),
  contentPages: t.field({
    type: [ContentPageLinkRef],
    description: 'Every content page of the site, by address (the footer’s information links).',
    resolve: (site) => (site.contentPages ?? []).map(({ path, title }) => ({ path, title })),
  }),
  servicePage: t.field({
    type: ServicePageRef,
    description: 'The Book a Service page (spec 1 §2).',
    resolve: (site) => site.config,
  }),
}));
