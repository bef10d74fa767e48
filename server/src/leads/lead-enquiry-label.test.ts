import { describe, expect, it } from 'vitest';
import { leadEnquiryLabel } from './lead-enquiry-label.js';

describe('leadEnquiryLabel', () => {
  it('joins the category and subcategory', () => {
    expect(leadEnquiryLabel({ category: 'General Enquiry', subcategory: 'Career Enquiry' })).toBe(
      'General Enquiry – Career Enquiry',
    );
  });

  it('is the category alone when there is no subcategory', () => {
    expect(leadEnquiryLabel({ category: 'Vehicle Enquiry', subcategory: '' })).toBe(
      'Vehicle Enquiry',
    );
  });
});
