/**
 * @generated SignedSource<<6913eacd3816f8655be802fd28afccbf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WatchlistCards_viewer$data = {
  readonly watchlist: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CarCard_car">;
  }>;
  readonly " $fragmentType": "WatchlistCards_viewer";
};
export type WatchlistCards_viewer$key = {
  readonly " $data"?: WatchlistCards_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"WatchlistCards_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WatchlistCards_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Car",
      "kind": "LinkedField",
      "name": "watchlist",
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7bf9e224dc397551fb6a3ef3097dc621";

export default node;
