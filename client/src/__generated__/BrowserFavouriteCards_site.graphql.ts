/**
 * @generated SignedSource<<857854855370f07bb553fdd05c62f158>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrowserFavouriteCards_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FavouriteCard_site">;
  readonly " $fragmentType": "BrowserFavouriteCards_site";
};
export type BrowserFavouriteCards_site$key = {
  readonly " $data"?: BrowserFavouriteCards_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrowserFavouriteCards_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrowserFavouriteCards_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FavouriteCard_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "f19c4537112126a22685123902433f95";

export default node;
