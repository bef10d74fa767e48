/**
 * @generated SignedSource<<44ff53285203e7f946af8575456a3da0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LocationEnquiryForm_settings$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LeadForm_settings">;
  readonly " $fragmentType": "LocationEnquiryForm_settings";
};
export type LocationEnquiryForm_settings$key = {
  readonly " $data"?: LocationEnquiryForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"LocationEnquiryForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LocationEnquiryForm_settings",
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

(node as any).hash = "425aa26f375856457d514cf296019a45";

export default node;
