/**
 * @generated SignedSource<<e5a61070c488642203df743e5ecb39bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CheckoutJourney_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TradeInStep_site">;
  readonly " $fragmentType": "CheckoutJourney_site";
};
export type CheckoutJourney_site$key = {
  readonly " $data"?: CheckoutJourney_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutJourney_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutJourney_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TradeInStep_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "13934ff4689147146cd9556c2e663100";

export default node;
