/**
 * @generated SignedSource<<f542f3bd7834e97bfff1a8119bc7955a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LocationReviews_site$data = {
  readonly locationDisplay: {
    readonly reviewsPerPage: number;
  };
  readonly " $fragmentType": "LocationReviews_site";
};
export type LocationReviews_site$key = {
  readonly " $data"?: LocationReviews_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"LocationReviews_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LocationReviews_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LocationDisplay",
      "kind": "LinkedField",
      "name": "locationDisplay",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewsPerPage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "67a6a058f321a1f355226dc98f006316";

export default node;
