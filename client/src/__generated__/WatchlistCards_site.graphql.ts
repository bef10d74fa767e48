/**
 * @generated SignedSource<<0ebaf0bdbb7c16751ff8f59d95e0cfa5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WatchlistCards_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CarCard_site">;
  readonly " $fragmentType": "WatchlistCards_site";
};
export type WatchlistCards_site$key = {
  readonly " $data"?: WatchlistCards_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"WatchlistCards_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WatchlistCards_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarCard_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "2128d918a3a31f8750ae61eac655d2fc";

export default node;
