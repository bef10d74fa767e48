/**
 * @generated SignedSource<<6c6fe614432664dcaa3ad84ab46646dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInLeadFlow_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TradeInValuationSteps_site">;
  readonly " $fragmentType": "TradeInLeadFlow_site";
};
export type TradeInLeadFlow_site$key = {
  readonly " $data"?: TradeInLeadFlow_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInLeadFlow_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeInLeadFlow_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TradeInValuationSteps_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "a77c3d24d7e84c97de24c76a602c63ae";

export default node;
