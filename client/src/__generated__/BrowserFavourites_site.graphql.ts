/**
 * @generated SignedSource<<a5cfe35550561c305239322c7b11344e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrowserFavourites_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BrowserFavouriteCards_site">;
  readonly " $fragmentType": "BrowserFavourites_site";
};
export type BrowserFavourites_site$key = {
  readonly " $data"?: BrowserFavourites_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrowserFavourites_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrowserFavourites_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BrowserFavouriteCards_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "e789a19c31f093f4fa2afa97ce9e8b4d";

export default node;
