/**
 * @generated SignedSource<<8fa95c48441ace6b4440111232db8cd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInStep_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TradeInCarFields_site">;
  readonly " $fragmentType": "TradeInStep_site";
};
export type TradeInStep_site$key = {
  readonly " $data"?: TradeInStep_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInStep_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeInStep_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TradeInCarFields_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "b1b988518614da6c86814f9019393635";

export default node;
