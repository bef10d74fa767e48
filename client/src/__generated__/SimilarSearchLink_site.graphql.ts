/**
 * @generated SignedSource<<9e4e720470d25fcf1535e6815863fab2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarSort = "HIGHEST_KM" | "HIGHEST_PRICE" | "LATEST" | "LOWEST_KM" | "LOWEST_PRICE" | "MOST_RELEVANT" | "NEAREST" | "NEWEST_YEAR" | "OLDEST_YEAR" | "%future added value";
export type SimilarVehiclesMatch = "CAR_TYPE_BODY" | "MAKE_MODEL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SimilarSearchLink_site$data = {
  readonly labels: {
    readonly vehicleType: string;
  };
  readonly search: {
    readonly defaultSort: CarSort;
  };
  readonly similarVehiclesMatch: SimilarVehiclesMatch;
  readonly " $fragmentType": "SimilarSearchLink_site";
};
export type SimilarSearchLink_site$key = {
  readonly " $data"?: SimilarSearchLink_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarSearchLink_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SimilarSearchLink_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "similarVehiclesMatch",
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
          "name": "vehicleType",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchSettings",
      "kind": "LinkedField",
      "name": "search",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultSort",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "53c9f88fafcddc0626d1fc644b0cbbfb";

export default node;
