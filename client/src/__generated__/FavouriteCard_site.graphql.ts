/**
 * @generated SignedSource<<3865f0bb72d593c253c8eea39f0f15c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FavouriteCard_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CarCard_site">;
  readonly " $fragmentType": "FavouriteCard_site";
};
export type FavouriteCard_site$key = {
  readonly " $data"?: FavouriteCard_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"FavouriteCard_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FavouriteCard_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarCard_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "dd7b4f3b77b255b0f31728171a40fdd8";

export default node;
