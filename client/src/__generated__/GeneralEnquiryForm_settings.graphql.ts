/**
 * @generated SignedSource<<f091ea7631f124f44574428971465af7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
