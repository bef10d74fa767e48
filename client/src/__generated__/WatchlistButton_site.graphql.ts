/**
 * @generated SignedSource<<1d55865607e25d5c95d241a84ad36fd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WatchlistButton_site$data = {
  readonly features: {
    readonly watchlist: boolean;
  };
  readonly " $fragmentType": "WatchlistButton_site";
};
export type WatchlistButton_site$key = {
  readonly " $data"?: WatchlistButton_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"WatchlistButton_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WatchlistButton_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteFeatures",
      "kind": "LinkedField",
      "name": "features",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "watchlist",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "3ba9e3d0e3847d1d8fa3443e4eda87d0";

export default node;
