/** One problem in a site's settings files. */
export interface SiteIssue {
  /** The file, relative to the sites folder's parent (`sites/<slug>/site.json`). */
  file: string;
  /** Where in the file: a JSON path (`theme.colours.primary`, `[2].address.postcode`) or a line. */
  at: string | null;
  reason: string;
}

export function formatSiteIssue({ file, at, reason }: SiteIssue): string {
  return at ? `${file}: ${at}: ${reason}` : `${file}: ${reason}`;
}

/** Thrown when site settings cannot be loaded; lists every problem found, one per line. */
export class SiteConfigError extends Error {
  readonly issues: readonly SiteIssue[];

  constructor(issues: readonly SiteIssue[]) {
    const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
    super([`Invalid site settings (${count}):`, ...issues.map(formatSiteIssue)].join('\n'));
    this.name = 'SiteConfigError';
    this.issues = issues;
  }
}
