/**
 * @generated SignedSource<<a64456033e77956a41f9121f5ced9132>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountFavourites_viewer$data = {
  readonly savedCars: ReadonlyArray<{
    readonly car: {
      readonly " $fragmentSpreads": FragmentRefs<"FavouriteCard_car">;
    } | null | undefined;
    readonly carId: string;
  }>;
  readonly " $fragmentType": "AccountFavourites_viewer";
};
export type AccountFavourites_viewer$key = {
  readonly " $data"?: AccountFavourites_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountFavourites_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountFavourites_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "list",
          "value": "FAVOURITES"
        }
      ],
      "concreteType": "SavedCar",
      "kind": "LinkedField",
      "name": "savedCars",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "carId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Car",
          "kind": "LinkedField",
          "name": "car",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "FavouriteCard_car"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "savedCars(list:\"FAVOURITES\")"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "97a1a231e9756658a9d0146dbd936a88";

export default node;
