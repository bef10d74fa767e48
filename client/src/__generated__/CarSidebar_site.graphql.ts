/**
 * @generated SignedSource<<d7505062481b0a18e3342bc1b9798520>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarSidebar_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CallDealerButton_site" | "CarActionButtons_site" | "CarShareAndPrint_site" | "WatchlistButton_site">;
  readonly " $fragmentType": "CarSidebar_site";
};
export type CarSidebar_site$key = {
  readonly " $data"?: CarSidebar_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarSidebar_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarSidebar_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CallDealerButton_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarActionButtons_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WatchlistButton_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarShareAndPrint_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "0ed738ed9bf7980fc275cd4d051b7ca0";

export default node;
