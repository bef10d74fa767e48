/**
 * @generated SignedSource<<e2b9c7abf6b6a6fa692ac1e78a99c8e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WatchlistButton_car$data = {
  readonly available: boolean;
  readonly id: string;
  readonly inWatchlist: boolean;
  readonly name: string;
  readonly " $fragmentType": "WatchlistButton_car";
};
export type WatchlistButton_car$key = {
  readonly " $data"?: WatchlistButton_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"WatchlistButton_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WatchlistButton_car",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inWatchlist",
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "0af5d7b8f3f1375ad89aae00a8392e5c";

export default node;
