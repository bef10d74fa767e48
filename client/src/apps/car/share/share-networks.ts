/** The share networks' buttons, by their names for screen readers (spec 2 §2). */
export const SHARE_NETWORK_LABELS = {
  facebook: 'Share on Facebook',
  x: 'Share on X (Twitter)',
  whatsapp: 'Share on WhatsApp',
} as const;
