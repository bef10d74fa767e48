/**
 * @generated SignedSource<<0917408ae07923e98548c36a0eea2770>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FinanceEnquiryForm_settings$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LeadForm_settings">;
  readonly " $fragmentType": "FinanceEnquiryForm_settings";
};
export type FinanceEnquiryForm_settings$key = {
  readonly " $data"?: FinanceEnquiryForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinanceEnquiryForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FinanceEnquiryForm_settings",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeadForm_settings"
    }
  ],
  "type": "LeadFormSettings",
  "abstractKey": null
};

(node as any).hash = "15f6954e1a1ad7498c6d9ecc87159372";

export default node;
