/**
 * @generated SignedSource<<6ddc36c8fa0c7190eb27096d8367d7ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarRecentlyViewed_site$data = {
  readonly slug: string;
  readonly " $fragmentSpreads": FragmentRefs<"RecentlyViewedVehicles_site">;
  readonly " $fragmentType": "CarRecentlyViewed_site";
};
export type CarRecentlyViewed_site$key = {
  readonly " $data"?: CarRecentlyViewed_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarRecentlyViewed_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarRecentlyViewed_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecentlyViewedVehicles_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "5701f40fd7aea2c636498075ad00c71b";

export default node;
