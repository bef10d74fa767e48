/**
 * @generated SignedSource<<348e6dafe9d2483de41334b6acb59cd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarCard_site$data = {
  readonly features: {
    readonly compare: boolean;
    readonly favourites: boolean;
  };
  readonly labels: {
    readonly reserveButton: string;
  };
  readonly slug: string;
  readonly " $fragmentSpreads": FragmentRefs<"WatchlistButton_site">;
  readonly " $fragmentType": "CarCard_site";
};
export type CarCard_site$key = {
  readonly " $data"?: CarCard_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarCard_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarCard_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
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
          "name": "favourites",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "compare",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteLabels",
      "kind": "LinkedField",
      "name": "labels",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reserveButton",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WatchlistButton_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "68df397555088de8c716b6651ebc9dba";

export default node;
