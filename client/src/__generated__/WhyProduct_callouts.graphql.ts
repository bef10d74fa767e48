/**
 * @generated SignedSource<<65184e9475ff99af158824c6250c1397>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WhyProduct_callouts$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CalloutBox_callouts">;
  readonly " $fragmentType": "WhyProduct_callouts";
};
export type WhyProduct_callouts$key = {
  readonly " $data"?: WhyProduct_callouts$data;
  readonly " $fragmentSpreads": FragmentRefs<"WhyProduct_callouts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WhyProduct_callouts",
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

(node as any).hash = "e9ce3672925309a2e132314cc7c1b6b6";

export default node;
