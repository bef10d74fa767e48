/**
 * @generated SignedSource<<aff3f6d4a499cd994a34d9acd370477c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FavouriteCard_car$data = {
  readonly available: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"CarCard_car">;
  readonly " $fragmentType": "FavouriteCard_car";
};
export type FavouriteCard_car$key = {
  readonly " $data"?: FavouriteCard_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"FavouriteCard_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FavouriteCard_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarCard_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "1bf8a0db88edf2351d9bb75679c6d13c";

export default node;
