/**
 * @generated SignedSource<<2781afcb2ebee0313919dcf702f816aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountFavourites_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BrowserFavouriteCards_site" | "FavouriteCard_site">;
  readonly " $fragmentType": "AccountFavourites_site";
};
export type AccountFavourites_site$key = {
  readonly " $data"?: AccountFavourites_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountFavourites_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountFavourites_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FavouriteCard_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BrowserFavouriteCards_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "2f6bdf0a9d57d5553187f910c0d0bfe0";

export default node;
