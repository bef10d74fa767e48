/**
 * What a lead form hands the success page (router state): the lead's reference and where the
 * shopper came from, for the link back.
 */
export interface LeadSuccessState {
  leadId?: string;
  back?: { path: string; label: string };
}

/** The router state of the success page, if a form left one (a typed link or a reload may not). */
export function leadSuccessStateOf(state: unknown): LeadSuccessState {
  if (typeof state !== 'object' || state === null) return {};
  const { leadId, back } = state as Record<string, unknown>;
  const backLink =
    typeof back === 'object' &&
    back !== null &&
    typeof (back as Record<string, unknown>).path === 'string' &&
    typeof (back as Record<string, unknown>).label === 'string'
      ? (back as { path: string; label: string })
      : undefined;
  return {
    ...(typeof leadId === 'string' ? { leadId } : {}),
    ...(backLink ? { back: { path: backLink.path, label: backLink.label } } : {}),
  };
}
