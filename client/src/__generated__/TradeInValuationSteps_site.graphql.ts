/**
 * @generated SignedSource<<0a0dae7ab6885fe55a892896eb5d270a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInValuationSteps_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CarStep_site" | "ConditionStep_site">;
  readonly " $fragmentType": "TradeInValuationSteps_site";
};
export type TradeInValuationSteps_site$key = {
  readonly " $data"?: TradeInValuationSteps_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInValuationSteps_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeInValuationSteps_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarStep_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConditionStep_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "b4235ef0dc6c429f3430faf557c03943";

export default node;
