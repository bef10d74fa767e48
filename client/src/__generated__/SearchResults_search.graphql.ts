/**
 * @generated SignedSource<<d17fbb3aa1314898eb2099c20258cb27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SearchResults_search$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CarCard_car">;
    };
  }>;
  readonly " $fragmentType": "SearchResults_search";
};
export type SearchResults_search$key = {
  readonly " $data"?: SearchResults_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchResults_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchResults_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CarSearchEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Car",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
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
  "type": "CarSearchConnection",
  "abstractKey": null
};

(node as any).hash = "d6e2d4e6c8ef9ccb97ce8e527197d716";

export default node;
