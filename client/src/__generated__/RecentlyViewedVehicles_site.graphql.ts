/**
 * @generated SignedSource<<bf5d0f135d8b102ddba90fa9d3a6ad75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecentlyViewedVehicles_site$data = {
  readonly slug: string;
  readonly " $fragmentType": "RecentlyViewedVehicles_site";
};
export type RecentlyViewedVehicles_site$key = {
  readonly " $data"?: RecentlyViewedVehicles_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentlyViewedVehicles_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentlyViewedVehicles_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "178560285944ad41786b9f10351381ac";

export default node;
