/**
 * @generated SignedSource<<aaefa5f9092cc3b6e957d2f3bb5af671>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SimilarCarPlaceholders_site$data = {
  readonly features: {
    readonly compare: boolean;
    readonly favourites: boolean;
    readonly finance: boolean;
    readonly reserveButton: boolean;
    readonly watchlist: boolean;
  };
  readonly " $fragmentType": "SimilarCarPlaceholders_site";
};
export type SimilarCarPlaceholders_site$key = {
  readonly " $data"?: SimilarCarPlaceholders_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarCarPlaceholders_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SimilarCarPlaceholders_site",
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
          "name": "finance",
          "storageKey": null
        },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "watchlist",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reserveButton",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "c05b567c8f003feefbb5f7f5cc75d055";

export default node;
