/**
 * @generated SignedSource<<4426f4ecbb9efade0585c2dfec5f9ece>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CarSidebar_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CallDealerButton_site" | "CarActionButtons_site">;
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
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "e1c7f2b8d4097d15dfca7f955ea5b1e1";

export default node;
