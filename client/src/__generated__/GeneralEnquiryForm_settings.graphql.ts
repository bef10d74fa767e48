/**
 * @generated SignedSource<<04a08315d5b214bd81c5af3a6f35f44e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GeneralEnquiryForm_settings$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LeadForm_settings">;
  readonly " $fragmentType": "GeneralEnquiryForm_settings";
};
export type GeneralEnquiryForm_settings$key = {
  readonly " $data"?: GeneralEnquiryForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeneralEnquiryForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GeneralEnquiryForm_settings",
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

(node as any).hash = "50f5d3992da80947f8198951f88d6a4b";

export default node;
