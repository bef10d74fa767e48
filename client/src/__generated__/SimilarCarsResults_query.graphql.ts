/**
 * @generated SignedSource<<eecf283aa1beb66b0506afd182807f86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SimilarCarsResults_query$data = {
  readonly car: {
    readonly similarCars: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CarCard_car">;
    }>;
  } | null | undefined;
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"CarCard_site">;
  };
  readonly " $fragmentType": "SimilarCarsResults_query";
};
export type SimilarCarsResults_query$key = {
  readonly " $data"?: SimilarCarsResults_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarCarsResults_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "slug"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SimilarCarsResults_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Site",
      "kind": "LinkedField",
      "name": "site",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CarCard_site"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "slug",
          "variableName": "slug"
        }
      ],
      "concreteType": "Car",
      "kind": "LinkedField",
      "name": "car",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Car",
          "kind": "LinkedField",
          "name": "similarCars",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CarCard_car"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "69353ac6ec7fad1cb3729afb8a2f0be9";

export default node;
