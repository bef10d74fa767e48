/**
 * @generated SignedSource<<a0504dae6b07040c12644dc585babe30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarSidebar_car$data = {
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"CallDealerButton_car" | "CarActionButtons_car" | "CarKeySpecs_car" | "CarPrice_car" | "CarShareAndPrint_car" | "CarViewsAndLocation_car" | "FinanceCalculator_car" | "MarketPriceBadge_car" | "WatchlistButton_car">;
  readonly " $fragmentType": "CarSidebar_car";
};
export type CarSidebar_car$key = {
  readonly " $data"?: CarSidebar_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarSidebar_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarSidebar_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarPrice_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MarketPriceBadge_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarKeySpecs_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarViewsAndLocation_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CallDealerButton_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarActionButtons_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WatchlistButton_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarShareAndPrint_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FinanceCalculator_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "564142f0eb6f5e261a1dbff76549487e";

export default node;
