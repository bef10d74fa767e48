/**
 * @generated SignedSource<<e05ca0d66e7d0851e08268e131c4889a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleEnquiryForm_settings$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LeadForm_settings">;
  readonly " $fragmentType": "VehicleEnquiryForm_settings";
};
export type VehicleEnquiryForm_settings$key = {
  readonly " $data"?: VehicleEnquiryForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleEnquiryForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleEnquiryForm_settings",
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

(node as any).hash = "a74e9fa9ea2cf06f923e40c186e656b9";

export default node;
