/**
 * @generated SignedSource<<c641db264cb9e5c75eb4e16b8a5d0b8e>>
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
      readonly distanceKm: number | null | undefined;
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
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "distanceKm",
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

(node as any).hash = "8d409784daedf3cb47ca488ad7ccf886";

export default node;
