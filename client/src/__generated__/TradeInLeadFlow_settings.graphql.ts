/**
 * @generated SignedSource<<86fe70cde85de0314a1aa0b3909ce339>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInLeadFlow_settings$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TradeInForm_settings">;
  readonly " $fragmentType": "TradeInLeadFlow_settings";
};
export type TradeInLeadFlow_settings$key = {
  readonly " $data"?: TradeInLeadFlow_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInLeadFlow_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeInLeadFlow_settings",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TradeInForm_settings"
    }
  ],
  "type": "LeadFormSettings",
  "abstractKey": null
};

(node as any).hash = "4e5585f39bdce9be06a22a07047d92fc";

export default node;
