/**
 * @generated SignedSource<<3781934b1e182941033bff2df54bf8cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WhyBuyFromUs_callouts$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CalloutBox_callouts">;
  readonly " $fragmentType": "WhyBuyFromUs_callouts";
};
export type WhyBuyFromUs_callouts$key = {
  readonly " $data"?: WhyBuyFromUs_callouts$data;
  readonly " $fragmentSpreads": FragmentRefs<"WhyBuyFromUs_callouts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WhyBuyFromUs_callouts",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CalloutBox_callouts"
    }
  ],
  "type": "HomeCallouts",
  "abstractKey": null
};

(node as any).hash = "a381160e87c750d863176a24754a4eb3";

export default node;
