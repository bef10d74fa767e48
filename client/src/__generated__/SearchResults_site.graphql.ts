/**
 * @generated SignedSource<<6e1cdc5968dba82b3ad76d1275add010>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SearchResults_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CarCard_site">;
  readonly " $fragmentType": "SearchResults_site";
};
export type SearchResults_site$key = {
  readonly " $data"?: SearchResults_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchResults_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchResults_site",
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

(node as any).hash = "540f974c15edfd73d02b2d637606e1b8";

export default node;
